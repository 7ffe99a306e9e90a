import { createWidgetElement } from '../../core/element/create-widget-element';
import { PaymentCards } from './payment-cards';
import css from './payment-cards.css?inline';

/**
 * `<store-payment-cards>`: the signed-in shopper's saved payment cards (brand, last four digits,
 * expiry) for the account area. Reading them needs the shopper to confirm who they are: the
 * account menu (in the header) shows the "Confirm it’s you" dialog, then the cards appear. Around
 * them, the account page shell (src/ui/account-page): signed out, it asks the shopper to sign in (a
 * link to the login page that comes back here); a link back to the account overview is below.
 *
 * Attributes: none.
 *
 * Events: `store-widget-loaded`, `store-widget-failed`.
 *
 * State: the root `<div part="base">` carries
 * `data-state="loading" | "signed-out" | "loaded" | "error"`.
 *
 * CSS parts: `base` (the root), `table` (the card list), `item` (each card's row), `trigger`
 * (the "Try again" button, the sign-in link). Custom properties: `--store-color-*`, `--store-font-family`,
 * `--store-payment-cards-reserved` (height reserved before the widget renders).
 */
export const PaymentCardsElement = createWidgetElement({
  tag: 'store-payment-cards',
  component: PaymentCards,
  attributes: {},
  css,
});

export default PaymentCardsElement;
