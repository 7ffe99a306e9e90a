import * as v from 'valibot';
import type { CardBrand } from '../../rules/card/card-brand';
import { AddressSchema, type Address } from '../addresses/address.schema';

/**
 * A saved card on OCC's wire, ours inside. OCC keeps a shopper's cards as `PaymentDetailsWsDTO`
 * (`GET users/{userId}/paymentdetails?saved=true` answers `{payments: [...]}`): a masked
 * `cardNumber`, `cardType{code,name}` with SAP's CreditCardType codes (`visa`, `master`, `amex`…),
 * the expiry as strings ("08", "2029"), one `accountHolderName`. The store keeps the holder's
 * first and last names apart (spec section 3, "Card"), which OCC has no field for: they travel as
 * the store attribute `cardHolder`, and a platform that leaves it out is read by splitting
 * `accountHolderName`. The same DTO is the checkout's saved cards (payment options).
 */

/** SAP's CreditCardType code of each of our brands (what the fake backend writes). */
export const CARD_TYPE_OF_BRAND: Readonly<Record<CardBrand, string>> = {
  visa: 'visa',
  mastercard: 'master',
  amex: 'amex',
  discover: 'discover',
};

/** Our brand of each SAP code we know (SAP also writes Mastercard as `mastercard_eurocard`). */
const BRAND_OF_CARD_TYPE: Readonly<Record<string, CardBrand>> = {
  ...Object.fromEntries(Object.entries(CARD_TYPE_OF_BRAND).map(([brand, code]) => [code, brand])),
  mastercard_eurocard: 'mastercard',
};

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
  /** Store attribute: the holder's names apart. */
  cardHolder: v.optional(HolderNamesSchema),
});
export type OccPaymentDetails = v.InferInput<typeof OccPaymentDetailsSchema>;

/** A saved card as the widgets read it. */
export interface PaymentCard {
  id: string;
  /** Our brand when the platform's card type is one we know; else the platform's name for it. */
  brand: CardBrand | string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  /** The shopper's default card: the checkout offers it first. */
  defaultPayment: boolean;
  cardHolder: v.InferOutput<typeof HolderNamesSchema>;
  /** The card's own copy of its billing address (editing the book leaves it as it was). */
  billingAddress: Address;
}

/** "Dana Whitfield" as names apart: the first word, then the rest. */
function splitHolderName(name: string): PaymentCard['cardHolder'] {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** Our brand of a SAP card type we know; else the platform's name for it. */
export function brandOfCardType(cardType: { code: string; name?: string | undefined } | undefined) {
  const code = cardType?.code ?? '';
  return BRAND_OF_CARD_TYPE[code.toLowerCase()] ?? cardType?.name ?? code;
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

/** What each read of saved cards asks OCC for: what toPaymentCard reads. */
export const PAYMENT_DETAILS_FIELDS =
  'id,accountHolderName,cardNumber,cardType(code,name),expiryMonth,expiryYear,defaultPayment,saved,billingAddress(FULL),cardHolder';
