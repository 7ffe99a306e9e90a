import type { AddressInput } from '../addresses/address.schema';
import type { CardHolder } from '../../rules/card/card-holder';
import type { PaymentCard } from './payment-details.schema';

/**
 * What a saved card keeps besides its masked number (spec section 3, "Card": first name, last
 * name, billing address), as the Payment Cards list and the checkout's saved cards show them. The
 * billing address is the card's own copy, taken when the card was saved: editing or deleting the
 * address book entry it came from leaves the card's unchanged (its `id` is the card's, never a
 * book entry's).
 */
export type SavedCardDetails = Pick<PaymentCard, 'cardHolder' | 'billingAddress'>;

/** A new card's billing address: one of the shopper's address book, or a new one. */
export type NewCardBilling =
  | { use: 'book'; addressId: string }
  | { use: 'new'; address: AddressInput; saveInAddressBook: boolean };

/** The body of "add a card": the provider's single-use token, the holder, the billing address. */
export interface NewPaymentCard {
  token: string;
  cardHolder: CardHolder;
  billingAddress: NewCardBilling;
}
