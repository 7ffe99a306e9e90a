import * as v from 'valibot';
import type { CardBrand } from '../../rules/card/card-brand';
import { AddressSchema, type Address } from '../addresses/address.schema';
import { brandOfCardType } from './card-type';

// A saved card: OCC's PaymentDetailsWsDTO on the wire, ours inside. The holder's names travel
// apart as the store's `cardHolder`; without it, `accountHolderName` is split.

const HolderNamesSchema = v.object({ firstName: v.string(), lastName: v.string() });

export const OccPaymentDetailsSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  accountHolderName: v.optional(v.string(), ''),
  /** Masked: `************4242`. */
  cardNumber: v.pipe(v.string(), v.regex(/\d{4}$/)),
  cardType: v.optional(v.object({ code: v.string(), name: v.optional(v.string()) })),
  expiryMonth: v.pipe(v.string(), v.regex(/^(0?[1-9]|1[0-2])$/)),
  expiryYear: v.pipe(v.string(), v.regex(/^\d{4}$/)),
  defaultPayment: v.optional(v.boolean(), false),
  saved: v.optional(v.boolean()),
  billingAddress: AddressSchema,
  cardHolder: v.optional(HolderNamesSchema),
});
export type OccPaymentDetails = v.InferInput<typeof OccPaymentDetailsSchema>;

export interface PaymentCard {
  id: string;
  brand: CardBrand | string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  defaultPayment: boolean;
  cardHolder: v.InferOutput<typeof HolderNamesSchema>;
  /** The card's own copy of its billing address (editing the book leaves it as it was). */
  billingAddress: Address;
}

function splitHolderName(name: string): PaymentCard['cardHolder'] {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

function toPaymentCard(occ: v.InferOutput<typeof OccPaymentDetailsSchema>): PaymentCard {
  return {
    id: occ.id,
    brand: brandOfCardType(occ.cardType),
    last4: occ.cardNumber.slice(-4),
    expiryMonth: Number(occ.expiryMonth),
    expiryYear: Number(occ.expiryYear),
    defaultPayment: occ.defaultPayment,
    cardHolder: occ.cardHolder ?? splitHolderName(occ.accountHolderName),
    billingAddress: occ.billingAddress,
  };
}

export const PaymentCardSchema = v.pipe(OccPaymentDetailsSchema, v.transform(toPaymentCard));

/** OCC's PaymentDetailsList: no `payments` when the shopper has none. */
export const PaymentCardsSchema = v.pipe(
  v.object({ payments: v.optional(v.array(PaymentCardSchema), []) }),
  v.transform(({ payments }) => payments),
);

export const PAYMENT_DETAILS_FIELDS =
  'id,accountHolderName,cardNumber,cardType(code,name),expiryMonth,expiryYear,defaultPayment,saved,billingAddress(FULL),cardHolder';
