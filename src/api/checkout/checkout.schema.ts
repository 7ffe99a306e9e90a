import * as v from 'valibot';
import {
  CustomerAccountSchema,
  QglobalAccountSchema,
  QualifiedUserSchema,
} from '../accounts/account.schema';
import { AddressSchema, type AddressInput } from '../addresses/address.schema';
import { CheckoutTotalsSchema, DeliveryModeSchema } from './delivery-and-totals.schema';

// Checkout wire shapes: choices live on the cart (docs/decisions/api-checkout-on-the-cart.md).

/** OCC's DeliveryModeList: empty (or without `deliveryModes`) before a delivery address. */
export const DeliveryModeListSchema = v.object({
  deliveryModes: v.optional(v.array(DeliveryModeSchema), []),
});

export const DELIVERY_MODE_FIELDS = 'code,name,description,deliveryCost(FULL)';

/** How the order's Q-global inventory is delivered. */
export const QglobalChoiceSchema = v.variant('mode', [
  v.object({ mode: v.literal('EXISTING'), account: QglobalAccountSchema }),
  /** Another party's account, found by its number. */
  v.object({ mode: v.literal('ADD_INVENTORY'), account: QglobalAccountSchema }),
  /** Created with the order; the qualified user owns it. */
  v.object({ mode: v.literal('NEW') }),
]);
export type QglobalChoice = v.InferOutput<typeof QglobalChoiceSchema>;

export const AimswebChoiceSchema = v.variant('mode', [
  v.object({ mode: v.literal('EXISTING'), accountNumber: v.string(), name: v.string() }),
  v.object({ mode: v.literal('NEW') }),
]);
export type AimswebChoice = v.InferOutput<typeof AimswebChoiceSchema>;

export const CheckoutStateSchema = v.object({
  cartCode: v.pipe(v.string(), v.minLength(1)),
  requires: v.object({
    qglobalAccount: v.boolean(),
    aimswebAccount: v.boolean(),
    /** False for a cart of online products only: no shipping steps. */
    shipping: v.optional(v.boolean(), true),
  }),
  customerAccount: v.optional(CustomerAccountSchema),
  /** Entered by number ("Account not listed"). */
  customerAccountNotListed: v.optional(v.boolean(), false),
  qualifiedUser: v.optional(QualifiedUserSchema),
  qglobalAccount: v.optional(QglobalChoiceSchema),
  aimswebAccount: v.optional(AimswebChoiceSchema),
  deliveryAddress: v.optional(AddressSchema),
  deliveryMode: v.optional(DeliveryModeSchema),
  billingAddress: v.optional(AddressSchema),
  billingSameAsShipping: v.optional(v.boolean(), false),
  termsAccepted: v.optional(v.boolean(), false),
  totals: CheckoutTotalsSchema,
});
export type CheckoutState = v.InferOutput<typeof CheckoutStateSchema>;
export type CheckoutStateWire = v.InferInput<typeof CheckoutStateSchema>;

/** Bodies of `PUT …/checkout/{choice}`; delivery goes through OCC's calls (cart-delivery.ts). */
export interface CheckoutChoiceBodies {
  'customer-account': { accountId: string } | { accountNumber: string; termsAccepted: boolean };
  'qualified-user': { userId: string };
  'qglobal-account':
    { mode: 'EXISTING' | 'ADD_INVENTORY'; accountNumber: string } | { mode: 'NEW' };
  'aimsweb-account':
    | { mode: 'EXISTING'; accountNumber: string; termsAccepted: boolean }
    | { mode: 'NEW'; termsAccepted: boolean };
  'delivery-address': { addressId: string } | { address: AddressInput; saveInAddressBook: boolean };
  'delivery-mode': { code: string };
  'billing-address':
    | { sameAsShipping: true }
    | { addressId: string }
    | { address: AddressInput; saveInAddressBook: boolean };
  terms: { accepted: boolean };
}
export type CheckoutChoice = keyof CheckoutChoiceBodies;
