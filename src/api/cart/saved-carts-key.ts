/** The saved carts' query key, apart so cart-sync can refresh them without importing the reads. */
export const SAVED_CARTS_KEY = 'saved-carts';
