/**
 * What a `for…in` loop should see on a page whose scripts added enumerable properties to the
 * built-in prototypes: the build rewrites every `for (k in value)` to `for (k in forInView(value))`.
 * This module must not contain a for…in loop itself.
 */
const BUILT_IN_PROTOTYPES: readonly object[] = [
  Object.prototype,
  Array.prototype,
  Function.prototype,
  String.prototype,
  Number.prototype,
  Boolean.prototype,
];

let pollutedNow: boolean | undefined;

/** Whether a page added to a built-in prototype; asked once per task (a render runs many loops). */
function polluted(): boolean {
  if (pollutedNow === undefined) {
    pollutedNow = BUILT_IN_PROTOTYPES.some((proto) => Object.keys(proto).length > 0);
    queueMicrotask(() => {
      pollutedNow = undefined;
    });
  }
  return pollutedNow;
}

/** The loop's object is the LAST argument: the minifier may fold a statement into the call. */
export function forInView<T>(...values: [...unknown[], T]): T | Record<string, true> {
  const value = values[values.length - 1] as T;
  if (value === null || value === undefined || !polluted()) return value;
  const view = Object.create(null) as Record<string, true>;
  // Walk the chain the way for…in does: own keys first, a shadowed key counted once, only
  // enumerable ones. The built-in prototypes hold nothing enumerable but the page's additions.
  const seen = new Set<string>();
  for (let level = Object(value) as object | null; level; level = Object.getPrototypeOf(level)) {
    const builtIn = BUILT_IN_PROTOTYPES.includes(level);
    for (const key of Object.getOwnPropertyNames(level)) {
      if (seen.has(key)) continue;
      seen.add(key);
      if (!builtIn && Object.prototype.propertyIsEnumerable.call(level, key)) view[key] = true;
    }
  }
  return view;
}
