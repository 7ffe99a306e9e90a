/**
 * Checks an event's `detail` against the type the manifest declares for it, as the manifest
 * prints it (scripts/build/custom-elements/event-details.mjs): `CustomEvent<{ tag: string; action:
 * "added" | "merged"; entries: { productCode: string; quantityAdded: number }[] }>`. The grammar
 * is the printer's: object literals with optional members, arrays, unions, string literals,
 * `Promise<…>` and the primitives. Returns what does not match (empty when the detail is as declared).
 */
type Shape =
  | { kind: 'primitive'; name: string }
  | { kind: 'literal'; value: string }
  | { kind: 'array'; of: Shape }
  | { kind: 'union'; of: Shape[] }
  | { kind: 'object'; members: { name: string; optional: boolean; shape: Shape }[] }
  /** `Promise<…>`: heard as `{ resolved }` (manifest-walk.spec.ts waits for it); a rejection is a mismatch. */
  | { kind: 'promise'; of: Shape };

function parse(text: string): Shape {
  const tokens = text.match(/"(?:[^"\\]|\\.)*"|\[\]|[A-Za-z_$][\w$]*|[{}();:|?<>,]/g) ?? [];
  let at = 0;
  const peek = () => tokens[at];
  const take = (expected?: string) => {
    const token = tokens[at++];
    if (token === undefined || (expected !== undefined && token !== expected)) {
      throw new Error(`${text}: expected ${expected ?? 'a token'} at ${at - 1}, got ${token}`);
    }
    return token;
  };
  const union = (): Shape => {
    const of = [postfix()];
    while (peek() === '|') {
      take('|');
      of.push(postfix());
    }
    return of.length === 1 ? of[0]! : { kind: 'union', of };
  };
  const postfix = (): Shape => {
    let shape = primary();
    while (peek() === '[]') {
      take('[]');
      shape = { kind: 'array', of: shape };
    }
    return shape;
  };
  const primary = (): Shape => {
    const token = take();
    if (token === '(') {
      const inner = union();
      take(')');
      return inner;
    }
    if (token === '{') {
      const members: { name: string; optional: boolean; shape: Shape }[] = [];
      while (peek() !== '}') {
        const name = take();
        const optional = peek() === '?';
        if (optional) take('?');
        take(':');
        members.push({ name, optional, shape: union() });
        if (peek() === ';') take(';');
      }
      take('}');
      return { kind: 'object', members };
    }
    if (token.startsWith('"')) return { kind: 'literal', value: JSON.parse(token) as string };
    if (token === 'Promise' && peek() === '<') {
      take('<');
      const of = union();
      take('>');
      return { kind: 'promise', of };
    }
    return { kind: 'primitive', name: token };
  };
  const shape = union();
  if (at !== tokens.length) throw new Error(`${text}: unread tokens from ${at}`);
  return shape;
}

function mismatches(value: unknown, shape: Shape, path: string): string[] {
  switch (shape.kind) {
    case 'primitive':
      return typeof value === shape.name
        ? []
        : [`${path}: ${JSON.stringify(value)} is no ${shape.name}`];
    case 'literal':
      return value === shape.value
        ? []
        : [`${path}: ${JSON.stringify(value)} is not "${shape.value}"`];
    case 'union':
      return shape.of.some((member) => mismatches(value, member, path).length === 0)
        ? []
        : [`${path}: ${JSON.stringify(value)} matches none of the union`];
    case 'array':
      return Array.isArray(value)
        ? value.flatMap((item, index) => mismatches(item, shape.of, `${path}[${index}]`))
        : [`${path}: not an array`];
    case 'promise': {
      const settled = value as { resolved?: unknown } | null;
      return typeof settled === 'object' && settled !== null && 'resolved' in settled
        ? mismatches(settled.resolved, shape.of, `${path} (resolved)`)
        : [`${path}: ${JSON.stringify(value)} is no resolved promise`];
    }
    case 'object': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        return [`${path}: not an object`];
      }
      const record = value as Record<string, unknown>;
      const declared = new Set(shape.members.map((member) => member.name));
      return [
        ...shape.members.flatMap((member) =>
          member.name in record
            ? mismatches(record[member.name], member.shape, `${path}.${member.name}`)
            : member.optional
              ? []
              : [`${path}.${member.name}: missing`],
        ),
        ...Object.keys(record)
          .filter((key) => !declared.has(key))
          .map((key) => `${path}.${key}: not declared`),
      ];
    }
  }
}

/** `detail` against `CustomEvent<…>` (the manifest's event `type.text`). */
export function detailMismatches(detail: unknown, eventType: string): string[] {
  const inner = /^CustomEvent<(.*)>$/s.exec(eventType.trim())?.[1];
  if (inner === undefined) return [`the declared type ${eventType} is no CustomEvent<…>`];
  return mismatches(detail, parse(inner), 'detail');
}
