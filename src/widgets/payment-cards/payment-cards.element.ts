import { createWidgetElement } from '../../core/element/create-widget-element';
import { PaymentCards } from './payment-cards';
import css from './payment-cards.css?inline';

/**
 * `<store-payment-cards>`: the signed-in shopper's saved payment cards (brand, last four digits,
 * expiry, the default card) for the account area. Reading them needs the shopper to confirm who
 * they are: the account menu (in the header) shows the "Confirm it’s you" dialog, then the cards
 * appear. "Set as default" makes a card the default (the checkout offers it first); Delete asks
 * "Delete this card?" and the step-up again, and acts once; "Add a card" shows the payment
 * provider's hosted fields (iframes from its origin: the page never holds the card's data) and
 * saves the card once however often Save card is clicked. Around them, the account page shell
 * (src/ui/account-page): signed out, it asks the shopper to sign in (a link to the login page that
 * comes back here); a link back to the account overview is below.
 *
 * Attributes: none.
 *
 * Events: `store-widget-loaded`, `store-widget-failed`.
 *
 * State: the root `<div part="base">` carries
 * `data-state="loading" | "signed-out" | "loaded" | "error"`. The page's live region
 * (`role="status"`) says what a change did ("Visa ending in 4242 was deleted.").
 *
 * CSS parts: `base` (the root), `table` (the card list), `item` (each card's row), `trigger`
 * (its buttons, "Add a card", "Save card", "Try again", the sign-in link). Custom properties:
 * `--store-color-*`, `--store-font-family`, `--store-payment-cards-reserved` (height reserved
 * before the widget renders).
 */
export const PaymentCardsElement = createWidgetElement({
  tag: 'store-payment-cards',
  component: PaymentCards,
  attributes: {},
  css,
});

export default PaymentCardsElement;
