import { getCore } from '../../core/core';

/**
 * The `lang` query every checkout, order, quote and invoice call sends, so the platform names
 * countries and modes in it. A module of its own: the pages that read orders, quotes or invoices
 * need it without the checkout's own requests.
 */
export function checkoutLang(): string {
  return getCore().store.site.language;
}
