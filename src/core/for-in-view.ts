/**
 * What a `for…in` loop should see on a page whose scripts added enumerable properties to the
 * built-in prototypes (`Object.prototype.anything = true`, Prototype.js's `Array.prototype.each`).
 *
 * The build (scripts/build/pollution-proof-build.mjs) rewrites every `for (k in value)` of the bundle,
 * libraries included, to `for (k in forInView(value))`: the loop body still reads `value`, only the
 * list of keys changes. On a clean page `value` itself comes back (one cheap check); otherwise a
 * null-prototype object whose keys are the loop's usual keys minus those that only come from that
 * pollution. Inherited keys of the code's own prototypes are kept, so a loop that walks a
 * prototype chain on purpose behaves as before.
 *
 * This module must not contain a for…in loop itself (the build leaves it alone).
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

/**
 * Whether a page added any enumerable property to a built-in prototype. Asked once per task: a
 * render runs thousands of loops (React copies props with for…in), and a page's script can only
 * add to the prototypes between our tasks.
 */
function polluted(): boolean {
  if (pollutedNow === undefined) {
    pollutedNow = BUILT_IN_PROTOTYPES.some((proto) => Object.keys(proto).length > 0);
    queueMicrotask(() => {
      pollutedNow = undefined;
    });
  }
  return pollutedNow;
}

/**
 * The loop's object is the LAST argument. Rolldown's minifier (oxc) folds a statement before the
 * loop into the call and prints `forInView(statement, object)` without the parentheses a sequence
 * needs (seen in React's createElement); taking the last argument keeps that output correct.
 */
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
