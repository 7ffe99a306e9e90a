import type { AddressInput } from '../addresses/address.schema';
import type { CardHolder } from '../../rules/card/card-holder';
import type { PaymentCard } from './payment-details.schema';

/** What a saved card keeps besides its number; its billing address is its own copy. */
export type SavedCardDetails = Pick<PaymentCard, 'cardHolder' | 'billingAddress'>;

export type NewCardBilling =
  | { use: 'book'; addressId: string }
  | { use: 'new'; address: AddressInput; saveInAddressBook: boolean };

export interface NewPaymentCard {
  token: string;
  cardHolder: CardHolder;
  billingAddress: NewCardBilling;
}
