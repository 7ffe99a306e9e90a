// The page-level actions' names (StoreActions' methods), for the package's server-safe root
// (scripts/build/package/build.mjs reads this list) and the tests that keep the typings, the chunk
// and it in step. Not in the loader: its stub hands any name to the chunk.
export const ACTION_NAMES =
  'addLines openCart closeCart signIn applyPromotionCode getCart getShopper'.split(' ');
