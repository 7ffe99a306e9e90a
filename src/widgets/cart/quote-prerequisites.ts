import type { CheckoutState } from '../../api/checkout/checkout.schema';
import { quoteErrorOf } from '../../api/quotes/quote.schema';
import type { CheckoutStep } from '../../core/routes/routes';
import type { QuoteDialogsMessageKey } from './quote-dialogs.messages';

/** What a quote needs from the checkout first (spec section 8), with the step that sets each. */
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

/** All missing ones, so the shopper sees the whole list. */
export function missingForQuote(checkout: QuoteChoices): QuotePrerequisite[] {
  return QUOTE_PREREQUISITES.filter((prerequisite) => !prerequisite.has(checkout));
}

/** What the dialog says when a create was refused or failed (spec section 8). */
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
