import { commerceRequest } from '../http/commerce-client';
import {
  CheckoutStateSchema,
  type CheckoutChoice,
  type CheckoutChoiceBodies,
  type CheckoutState,
} from './checkout.schema';
import { checkoutLang } from './checkout-lang';
import { CHECKOUT_PATH } from './get-checkout';

/**
 * PUT one checkout choice (`…/checkout/{choice}`); resolves with the whole new state. The caller
 * keeps one request id per shopper action and sends it again on a retry, so the platform applies
 * the choice once. A stale `cartVersion` is refused with 409 (CHECKOUT_ERRORS.cartModified).
 */
export function setCheckoutChoice<K extends CheckoutChoice>(
  choice: K,
  body: CheckoutChoiceBodies[K],
  requestId: string,
): Promise<CheckoutState> {
  const query = new URLSearchParams({ lang: checkoutLang() });
  return commerceRequest(`${CHECKOUT_PATH}/${choice}?${query}`, {
    method: 'PUT',
    body,
    schema: CheckoutStateSchema,
    requestId,
  });
}
