import {
  aimswebCartInput,
  aimswebNotices,
  type AccountType,
  type AimswebCartEntry,
} from './aimsweb';
import type { CartMessage } from './cart.messages';

/**
 * What keeps a cart from checkout (spec sections 5, 6 and 9), for every widget that must know: the
 * cart page tells it before the shopper continues, the checkout sends the shopper back to the cart
 * page when it finds any. The commerce platform stays the authority when the order is placed.
 */

/** A cart entry as this rule reads it; a `CartEntry` of cart.schema.ts fits as it is. */
export interface CheckoutBlockerEntry extends AimswebCartEntry {
  /**
   * Set by the platform when the cart's signed-in owner may not buy the product (their
   * qualification level, or the account type for aimswebPlus). An anonymous cart has none.
   */
  restriction?: { reason: string } | undefined;
  /** An online training (product.training) waits for its details (trainingDetails) before checkout. */
  product: AimswebCartEntry['product'] & { training?: boolean | undefined };
  trainingDetails?: object | undefined;
}

/** A cart as this rule reads it; a `Cart` of cart.schema.ts fits as it is. */
export interface CheckoutBlockerCart {
  entries: readonly CheckoutBlockerEntry[];
  /** The account the cart's owner buys for; missing while anonymous. */
  user: { accountType?: AccountType | undefined };
  totalPrice: { currencyIso: string };
}

export interface CheckoutBlockers {
  /** What keeps the cart from checkout, most important first; empty when it may go ahead. */
  blockers: CartMessage[];
  /** Information for before checkout (e.g. the account type is checked once it is known). */
  notices: CartMessage[];
}

/**
 * The aimswebPlus minimum and the organisation-only rule (src/rules/cart/aimsweb.ts), then the
 * entries the signed-in buyer's qualification level may not buy (one message for all of them: each
 * entry says its own level where it is listed), then online trainings still without their details. `locale` formats the amounts in the messages.
 */
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
  // Spec sections 3 and 6: an online training is sold with its dates and participants.
  if (cart.entries.some((entry) => entry.product.training && !entry.trainingDetails)) {
    blockers.push({ key: 'onlineTraining.detailsMissing' });
  }
  return { blockers, notices };
}
