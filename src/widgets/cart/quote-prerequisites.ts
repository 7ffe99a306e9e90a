import type { CheckoutState } from '../../api/checkout/checkout.schema';
import { quoteErrorOf } from '../../api/quotes/quote.schema';
import type { CheckoutStep } from '../../core/routes/routes';
import type { QuoteDialogsMessageKey } from './quote-dialogs.messages';

/**
 * What a quote needs from the cart's checkout before it is created (spec section 8: the quote
 * errors needing a delivery address, a delivery method and a billing address), in the checkout's
 * order, each with the checkout step where the shopper sets it and the link's text.
 */
export const QUOTE_PREREQUISITES = [
  {
    error: 'deliveryAddressMissing',
    step: 'shipping-address',
    link: 'setDeliveryAddress',
    has: (checkout: QuoteChoices) => checkout.deliveryAddress !== undefined,
  },
  {
    error: 'deliveryModeMissing',
    step: 'shipping-method',
    link: 'setDeliveryMode',
    has: (checkout: QuoteChoices) => checkout.deliveryMode !== undefined,
  },
  {
    error: 'billingAddressMissing',
    step: 'billing-address',
    link: 'setBillingAddress',
    has: (checkout: QuoteChoices) => checkout.billingAddress !== undefined,
  },
] as const satisfies readonly {
  error: QuoteDialogsMessageKey;
  step: CheckoutStep;
  link: QuoteDialogsMessageKey;
  has: (checkout: QuoteChoices) => boolean;
}[];
export type QuotePrerequisite = (typeof QUOTE_PREREQUISITES)[number];
type QuoteChoices = Pick<CheckoutState, 'deliveryAddress' | 'deliveryMode' | 'billingAddress'>;

/** Every prerequisite the checkout does not have yet (all of them, so the shopper sees the whole list). */
export function missingForQuote(checkout: QuoteChoices): QuotePrerequisite[] {
  return QUOTE_PREREQUISITES.filter((prerequisite) => !prerequisite.has(checkout));
}

/**
 * What the dialog says when the platform refused or failed a create: the quote error it named,
 * the cart gone, else the spec's 'Error submitting quote.' (a 5xx, a timeout, the network, an
 * answer we cannot read: the quote may exist, and a retry sends the same key). A cart changed
 * elsewhere is found before sending (use-create-quote.ts).
 */
export function quoteSubmitFailure(error: unknown): QuoteDialogsMessageKey {
  const reason = quoteErrorOf(error);
  switch (reason) {
    case 'deliveryAddressMissing':
    case 'deliveryModeMissing':
    case 'billingAddressMissing':
      return reason;
    case 'cartEmpty':
    case 'cartNotFound':
      return 'cartEmpty';
    default:
      return 'submitFailed';
  }
}
