import type { CartMessage } from './cart.messages';

// What keeps a cart from checkout whatever its products' brand (spec sections 5 and 6): a line the
// signed-in owner may not buy, an online training without its attendees' details. The
// aimswebPlus rules come on top for a cart holding its products (checkout-blockers.ts).

export interface EntryBlockerEntry {
  /** Set by the platform when the signed-in owner may not buy the product. */
  restriction?: { reason: string } | undefined;
  product: { aimsweb: boolean; training?: boolean | undefined };
  trainingDetails?: object | undefined;
}

/** Whether the aimswebPlus rules apply at all. */
export const hasAimswebEntries = (entries: readonly EntryBlockerEntry[]): boolean =>
  entries.some((entry) => entry.product.aimsweb);

/** One qualification message for all entries: each entry shows its own level where it is listed. */
export function entryBlockers(entries: readonly EntryBlockerEntry[]): CartMessage[] {
  const blockers: CartMessage[] = [];
  if (entries.some((entry) => entry.restriction?.reason === 'qualificationLevel')) {
    blockers.push({ key: 'qualification.blocked' });
  }
  if (entries.some((entry) => entry.product.training && !entry.trainingDetails)) {
    blockers.push({ key: 'onlineTraining.detailsMissing' });
  }
  return blockers;
}
