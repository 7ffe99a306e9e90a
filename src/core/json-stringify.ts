// `JSON.stringify` despite a page's `Array.prototype.toJSON` (Prototype.js), which garbles arrays;
// the build sends every call here (scripts/build/pollution-proof-build.mjs). A class's own `toJSON`
// (Date, URL) still applies.
const nativeStringify = JSON.stringify;

type Replacer = (this: unknown, key: string, value: unknown) => unknown;

function pollutedToJson(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  const own = (target: object) => Object.prototype.hasOwnProperty.call(target, 'toJSON');
  if (own(value)) return false;
  if (Array.isArray(value)) return own(Array.prototype) || own(Object.prototype);
  return (proto === Object.prototype || proto === null) && own(Object.prototype);
}

export function jsonStringify(
  value: unknown,
  replacer?: Replacer | (string | number)[] | null,
  space?: string | number,
): string {
  if (
    !Object.prototype.hasOwnProperty.call(Array.prototype, 'toJSON') &&
    !Object.prototype.hasOwnProperty.call(Object.prototype, 'toJSON')
  ) {
    return nativeStringify(value, replacer as Replacer, space);
  }
  // An allow-list replacer cannot be combined with ours; nothing in the bundle passes one.
  if (Array.isArray(replacer)) return nativeStringify(value, replacer, space);
  const userReplacer = typeof replacer === 'function' ? replacer : undefined;
  function restore(this: Record<string, unknown>, key: string, transformed: unknown): unknown {
    const raw = this[key];
    const result = pollutedToJson(raw) ? raw : transformed;
    return userReplacer ? userReplacer.call(this, key, result) : result;
  }
  return nativeStringify(value, restore, space);
}
