import { getCore } from '../../core/core';

/** The `lang` query of the checkout, order, quote and invoice calls. */
export function checkoutLang(): string {
  return getCore().store.site.language;
}
