/**
 * The author mode's generic attribute check (issue 13): what is wrong with the attributes an
 * author wrote on a widget, judged against the tag's declared attributes in custom-elements.json.
 * It lives in the author chunk only; a shopper's page never loads it. Pure, so the rules are unit
 * tested (attribute-problems.test.ts).
 */
import { readBooleanAttribute } from '../attribute-value';

/** An attribute as custom-elements.json declares it (widget-element-plugin.mjs writes them). */
export interface DeclaredAttribute {
  name: string;
  /** `string`, `number`, `boolean` or a union of string literals (`'a' | 'b'`). */
  type?: { text: string };
}

export type AttributeProblem =
  | { kind: 'notNumber'; attribute: string; value: string }
  | { kind: 'notBoolean'; attribute: string; value: string; readAs: boolean }
  | { kind: 'notAllowed'; attribute: string; value: string; allowed: readonly string[] }
  | { kind: 'unknown'; attribute: string; suggestion: string };

/** Attributes any element may carry (HTML's global ones); `data-*`, `aria-*` and `on*` too. */
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

/** `'a' | 'b'` (or with double quotes) → ['a', 'b']; any other type text → undefined. */
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
    // HTML's own forms (bare, empty, the attribute's name) and the words true and false are
    // well formed; any other text reads as true, by presence (attribute-value.ts).
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

/** Edit distance with adjacent swaps counted as one (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const width = b.length + 1;
  // The table row by row in one array: cell (i, j) is the distance of a's first i characters to
  // b's first j.
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

/**
 * The declared name an unknown attribute is most likely a typo of: at most two edits, and no
 * more than a third of the name changed (so `co` suggests nothing for `code`).
 */
export function closestAttribute(name: string, declared: readonly string[]): string | undefined {
  let best: { name: string; distance: number } | undefined;
  for (const candidate of declared) {
    const distance = editDistance(name, candidate);
    if (distance > 2 || distance * 3 > candidate.length) continue;
    if (!best || distance < best.distance) best = { name: candidate, distance };
  }
  return best?.name;
}

/**
 * Each problem of the attributes `given` (name and value, as on the element) against the tag's
 * `declared` attributes: a value not of its type or not one of its allowed values, and an unknown
 * attribute that looks like a typo of a declared one (other unknown attributes are the page's
 * business). An attribute the widget's own check already reports (`ownProblems`, which quote the
 * attribute's name) is left to it, so the author never reads the same problem twice.
 */
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
