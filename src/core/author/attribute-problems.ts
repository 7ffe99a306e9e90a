/** The author mode's attribute check against custom-elements.json; in the author chunk only. */
import { readBooleanAttribute } from '../element/attribute-value';

/** As custom-elements.json declares it (widget-element-plugin.mjs). */
export interface DeclaredAttribute {
  name: string;
  type?: { text: string };
}

export type AttributeProblem =
  | { kind: 'notNumber'; attribute: string; value: string }
  | { kind: 'notBoolean'; attribute: string; value: string; readAs: boolean }
  | { kind: 'notAllowed'; attribute: string; value: string; allowed: readonly string[] }
  | { kind: 'unknown'; attribute: string; suggestion: string };

/** HTML's global attributes; `data-*`, `aria-*` and `on*` too. */
const GLOBAL_ATTRIBUTES = new Set([
  'accesskey',
  'autocapitalize',
  'autofocus',
  'class',
  'contenteditable',
  'dir',
  'draggable',
  'enterkeyhint',
  'exportparts',
  'hidden',
  'id',
  'inert',
  'inputmode',
  'is',
  'lang',
  'nonce',
  'part',
  'popover',
  'role',
  'slot',
  'spellcheck',
  'style',
  'tabindex',
  'title',
  'translate',
]);

function isGlobal(name: string): boolean {
  return GLOBAL_ATTRIBUTES.has(name) || /^(data-|aria-|on)/.test(name);
}

/** `'a' | 'b'` → ['a', 'b']; any other type text → undefined. */
export function allowedValues(typeText: string): string[] | undefined {
  const parts = typeText.split('|').map((part) => part.trim());
  const literals = parts.map((part) => /^(['"])(.*)\1$/.exec(part)?.[2]);
  return literals.every((literal) => literal !== undefined) ? literals : undefined;
}

/** A decimal number as written in HTML (r2wc's parseFloat would read "12px" as 12). */
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

function typeProblem(attribute: DeclaredAttribute, value: string): AttributeProblem | undefined {
  const type = attribute.type?.text ?? 'string';
  const { name } = attribute;
  if (type === 'number') {
    return NUMBER.test(value.trim()) ? undefined : { kind: 'notNumber', attribute: name, value };
  }
  if (type === 'boolean') {
    // HTML's own forms and true/false are well formed; any other text reads as true, by presence.
    const text = value.trim().toLowerCase();
    return text === '' || text === name || text === 'true' || text === 'false'
      ? undefined
      : { kind: 'notBoolean', attribute: name, value, readAs: readBooleanAttribute(value) };
  }
  const allowed = allowedValues(type);
  if (allowed && !allowed.includes(value)) {
    return { kind: 'notAllowed', attribute: name, value, allowed };
  }
  return undefined;
}

/** Optimal string alignment: adjacent swaps count as one edit. */
export function editDistance(a: string, b: string): number {
  const width = b.length + 1;
  // Cell (i, j), row by row, is the distance of a[0..i] to b[0..j].
  const table = new Array<number>((a.length + 1) * width).fill(0);
  const at = (i: number, j: number) => table[i * width + j] ?? 0;
  for (let i = 0; i <= a.length; i++) table[i * width] = i;
  for (let j = 0; j <= b.length; j++) table[j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1);
      }
      table[i * width + j] = best;
    }
  }
  return at(a.length, b.length);
}

/** A likely typo: few edits, and not most of the name (so `co` suggests nothing for `code`). */
export function closestAttribute(name: string, declared: readonly string[]): string | undefined {
  let best: { name: string; distance: number } | undefined;
  for (const candidate of declared) {
    const distance = editDistance(name, candidate);
    if (distance > 2 || distance * 3 > candidate.length) continue;
    if (!best || distance < best.distance) best = { name: candidate, distance };
  }
  return best?.name;
}

/** An attribute the widget's own check reports (`ownProblems`) is left to it: said once. */
export function attributeProblems(
  declared: readonly DeclaredAttribute[],
  given: readonly (readonly [name: string, value: string])[],
  ownProblems: readonly string[] = [],
): AttributeProblem[] {
  const problems: AttributeProblem[] = [];
  const names = declared.map((attribute) => attribute.name);
  for (const [name, value] of given) {
    if (ownProblems.some((problem) => problem.includes(`"${name}"`))) continue;
    const attribute = declared.find((candidate) => candidate.name === name);
    if (attribute) {
      const problem = typeProblem(attribute, value);
      if (problem) problems.push(problem);
      continue;
    }
    if (isGlobal(name)) continue;
    const suggestion = closestAttribute(name, names);
    if (suggestion && !given.some(([other]) => other === suggestion)) {
      problems.push({ kind: 'unknown', attribute: name, suggestion });
    }
  }
  return problems;
}
