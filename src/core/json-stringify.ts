/**
 * `JSON.stringify` as the widgets need it on a page whose scripts gave arrays or objects their own
 * `toJSON` (Prototype.js 1.6 defines `Array.prototype.toJSON`, so `JSON.stringify({ a: [1] })`
 * is `{"a":"[1]"}`): request bodies, the identity SDK's callbacks and cache keys would go out
 * garbled. The build (scripts/build/pollution-proof-build.mjs) sends every `JSON.stringify` call of the
 * bundle here. On a clean page this is the native call; otherwise a replacer hands the serialiser
 * the original array or object instead of what the page's `toJSON` made of it. A `toJSON` of the
 * value's own class (Date, URL, a library's type) still applies.
 */
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
