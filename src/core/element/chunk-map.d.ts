/**
 * The build's map of the files each every-page tag needs, and the URL of the release's folder
 * (scripts/build/preload-map.mjs); undefined in the dev server and the unit tests.
 */
declare module 'virtual:store-widgets/chunk-map' {
  export const CHUNK_MAP: readonly [Record<string, readonly string[]>, string] | undefined;
}
