import type { QueryEngine } from './query-engine';

// Query `meta` of what is read for a signed-in shopper, dropped when they sign out or someone else
// signs in: on a shared computer the next person must not see it, not even for a frame.
export const PERSONAL = { personal: true } as const;

export function forgetPersonalData(queries: QueryEngine): void {
  queries.remove({ personal: true });
}
