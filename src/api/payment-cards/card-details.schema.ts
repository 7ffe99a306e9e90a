import type { AddressInput } from '../addresses/address.schema';
import type { CardHolder } from '../../rules/card/card-holder';
import type { PaymentCard } from './payment-details.schema';

/**
 * What a saved card keeps besides its masked number. Its billing address is the card's own copy:
 * editing the book entry it came from leaves it unchanged.
 */
export type SavedCardDetails = Pick<PaymentCard, 'cardHolder' | 'billingAddress'>;

/** A new card's billing address: one of the shopper's address book, or a new one. */
export type NewCardBilling =
  | { use: 'book'; addressId: string }
  | { use: 'new'; address: AddressInput; saveInAddressBook: boolean };

export interface NewPaymentCard {
  token: string;
  cardHolder: CardHolder;
  billingAddress: NewCardBilling;
}
