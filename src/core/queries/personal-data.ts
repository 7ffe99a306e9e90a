import type { QueryEngine } from './query-engine';

/**
 * Query `meta` of everything read on a signed-in shopper's behalf (profile, carts, saved carts,
 * payment cards, product answers with their restrictions). When the shopper signs out, or someone
 * else signs in, it is dropped from the page's cache: on a shared computer the next person must
 * not see it, not even for a frame.
 */
export const PERSONAL = { personal: true } as const;

export function forgetPersonalData(queries: QueryEngine): void {
  queries.remove({ personal: true });
}
