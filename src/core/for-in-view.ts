// What a `for…in` loop should see despite a page's additions to the built-in prototypes: the build
// rewrites every loop to `for (k in forInView(value))`. So no for…in loop here.
const BUILT_IN_PROTOTYPES: readonly object[] = [
  Object.prototype,
  Array.prototype,
  Function.prototype,
  String.prototype,
  Number.prototype,
  Boolean.prototype,
];

let pollutedNow: boolean | undefined;

/** Asked once per task: a render runs many loops. */
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
  // As for…in walks: own keys first, a shadowed key once; enumerables of built-ins are the page's.
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
