import {
  aimswebCartInput,
  aimswebNotices,
  type AccountType,
  type AimswebCartEntry,
} from './aimsweb';
import type { CartMessage } from './cart.messages';
import { entryBlockers, type EntryBlockerEntry } from './entry-blockers';

// What keeps a cart from checkout (spec sections 5, 6 and 9); the platform decides at order time.

/** A `CartEntry` of cart.schema.ts fits as it is. */
export type CheckoutBlockerEntry = AimswebCartEntry & EntryBlockerEntry;

export interface CheckoutBlockerCart {
  entries: readonly CheckoutBlockerEntry[];
  user: { accountType?: AccountType | undefined };
  totalPrice: { currencyIso: string };
}

export interface CheckoutBlockers {
  /** Most important first. */
  blockers: CartMessage[];
  notices: CartMessage[];
}

/** The aimswebPlus rules' blockers first, then the ones every cart has (entry-blockers.ts). */
export function checkoutBlockers(
  cart: CheckoutBlockerCart,
  { locale }: { locale: string },
): CheckoutBlockers {
  const blockers: CartMessage[] = [];
  const notices: CartMessage[] = [];
  const aimsweb = aimswebNotices(
    aimswebCartInput(cart.entries, {
      currency: cart.totalPrice.currencyIso,
      accountType: cart.user.accountType,
      locale,
    }),
  );
  for (const notice of aimsweb) {
    const message: CartMessage = notice.params
      ? { key: notice.key, params: notice.params }
      : { key: notice.key };
    (notice.blocking ? blockers : notices).push(message);
  }
  blockers.push(...entryBlockers(cart.entries));
  return { blockers, notices };
}
