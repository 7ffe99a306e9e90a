import { createWidgetElement } from '../../core/element/create-widget-element';
import { PaymentCards } from './payment-cards';
import css from './payment-cards.css?inline';

/**
 * `<store-payment-cards>`: the signed-in shopper's saved payment cards (brand, last four digits,
 * expiry, the holder's name, the billing address, the default card) for the account area. Reading them needs the shopper to confirm who
 * they are: the account menu (in the header) shows the "Confirm it’s you" dialog, then the cards
 * appear. "Set as default" makes a card the default (the checkout offers it first); Delete asks
 * "Delete this card?" and the step-up again, and acts once; "Add a card" shows the payment
 * provider's hosted fields (iframes from its origin: the page never holds the card's data), the
 * holder's first and last name (the shopper's own to start with) and the billing address (one of
 * the address book, the default billing address first, or a new one), and saves the card once
 * however often Save card is clicked. Around them, the account page shell
 *: signed out, it asks the shopper to sign in (a link to the login page that
 * comes back here); a link back to the account overview is below. The page's live region
 * (`role="status"`) says what a change did ("Visa ending in 4242 was deleted.").
 *
 * @tag store-payment-cards
 * @summary The shopper's saved payment cards: default, delete, add.
 *
 * @slot heading-aside - The page's own markup beside the page's heading (a help link, a
 *   contact), under it in a narrow box; nothing by default.
 *
 * @fires {CustomEvent<StoreEventMap['store-widget-loaded']>} store-widget-loaded - The widget
 *   rendered for the first time.
 * @fires {CustomEvent<StoreEventMap['store-widget-failed']>} store-widget-failed - The widget
 *   failed and shows its fallback; the rest of the page keeps working.
 *
 * @csspart base - The root; `data-state="loading" | "signed-out" | "loaded" | "error"`.
 * @csspart table - The card list.
 * @csspart item - Each card's row.
 * @csspart trigger - Its buttons, "Add a card", "Save card", "Try again", the sign-in link.
 * @csspart emulation-banner - Customer service only: the banner naming the customer an agent
 *   acts for, with "End session".
 *
 * @cssprop [--store-payment-cards-reserved=75vh] - The page's least height, before and after the widget loads.
 */
export const PaymentCardsElement = createWidgetElement({
  tag: 'store-payment-cards',
  component: PaymentCards,
  attributes: {},
  css,
});

export default PaymentCardsElement;
