import {
  aimswebCartInput,
  aimswebNotices,
  type AccountType,
  type AimswebCartEntry,
} from './aimsweb';
import type { CartMessage } from './cart.messages';

// What keeps a cart from checkout (spec sections 5, 6 and 9); the platform decides at order time.

/** A `CartEntry` of cart.schema.ts fits as it is. */
export interface CheckoutBlockerEntry extends AimswebCartEntry {
  /** Set by the platform when the signed-in owner may not buy the product. */
  restriction?: { reason: string } | undefined;
  product: AimswebCartEntry['product'] & { training?: boolean | undefined };
  trainingDetails?: object | undefined;
}

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

/** One qualification message for all entries: each entry shows its own level where it is listed. */
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
  if (cart.entries.some((entry) => entry.restriction?.reason === 'qualificationLevel')) {
    blockers.push({ key: 'qualification.blocked' });
  }
  if (cart.entries.some((entry) => entry.product.training && !entry.trainingDetails)) {
    blockers.push({ key: 'onlineTraining.detailsMissing' });
  }
  return { blockers, notices };
}
