import { getCore } from '../../core/core';
import { langOf } from '../cart/cart-owner';

/**
 * The `lang` query every checkout, order, quote and invoice call sends, so the platform names
 * countries and modes in it. A module of its own: the pages that read orders, quotes or invoices
 * need it without the checkout's own requests (issue 31).
 */
export function checkoutLang(): string {
  return langOf(getCore().store.site.locale);
}
