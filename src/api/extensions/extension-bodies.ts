import * as v from 'valibot';
import {
  AimswebAccountNumberSchema,
  CustomerAccountNumberSchema,
  QglobalAccountNumberSchema,
} from '../../rules/account/account-numbers';
import { CardHolderSchema } from '../../rules/card/card-holder';
import { LookupEmailSchema, QualifiedUserEmailSchema } from '../../rules/email/email';
import type { QualificationFieldsByType } from '../../rules/qualifications/qualification-level';
import { QualifiedUserSchema } from '../accounts/account.schema';
import { AddressInputSchema } from '../addresses/address.schema';
import type { TrainingDetailsBody } from '../cart/training-details.schema';
import { TrainingDetailsWireSchema } from '../cart/training-details.schema';
import type { CheckoutChoiceBodies } from '../checkout/checkout.schema';
import type { PayInvoiceBody } from '../invoices/invoice.schema';
import type { NewPaymentCard } from '../payment-cards/card-details.schema';
import { QualificationSchema } from '../qualifications/qualification.schema';
import type { lookupOrderStatus } from '../orders/order-status';

// The extension calls' request bodies as valibot schemas, for the OpenAPI document. The client
// types its bodies in TypeScript only; `exactly` makes any mismatch a type error.

/** `S` if it takes exactly what the client sends (`T`), else `never`. */
type Exactly<S extends v.GenericSchema, T> = [T] extends [v.InferInput<S>]
  ? [v.InferInput<S>] extends [T]
    ? S
    : never
  : never;

function exactly<T>() {
  return <S extends v.GenericSchema>(schema: S & Exactly<S, T>): S => schema;
}

const Id = v.pipe(v.string(), v.minLength(1));

/** PUT …/entries/{entryNumber}/training: the training dialog's values (no calling code). */
const wire = TrainingDetailsWireSchema.entries;
export const TrainingDetailsBodySchema = exactly<TrainingDetailsBody>()(
  v.object({
    dates: wire.dates,
    contact: v.object({
      ...wire.contact.entries,
      phone: v.omit(wire.contact.entries.phone, ['code']),
    }),
    participants: wire.participants,
  }),
);

type Choice<K extends keyof CheckoutChoiceBodies> = CheckoutChoiceBodies[K];

export const CustomerAccountChoiceSchema = exactly<Choice<'customer-account'>>()(
  v.union([
    v.object({ accountId: Id }),
    v.object({
      accountNumber: CustomerAccountNumberSchema,
      termsAccepted: v.boolean(),
    }),
  ]),
);

export const QualifiedUserChoiceSchema = exactly<Choice<'qualified-user'>>()(
  v.object({ userId: QualifiedUserSchema.entries.id }),
);

export const QglobalChoiceBodySchema = exactly<Choice<'qglobal-account'>>()(
  v.variant('mode', [
    v.object({
      mode: v.picklist(['EXISTING', 'ADD_INVENTORY']),
      accountNumber: QglobalAccountNumberSchema,
    }),
    v.object({ mode: v.literal('NEW') }),
  ]),
);

export const AimswebChoiceBodySchema = exactly<Choice<'aimsweb-account'>>()(
  v.variant('mode', [
    v.object({
      mode: v.literal('EXISTING'),
      accountNumber: AimswebAccountNumberSchema,
      termsAccepted: v.boolean(),
    }),
    v.object({ mode: v.literal('NEW'), termsAccepted: v.boolean() }),
  ]),
);

export const BillingAddressChoiceSchema = exactly<Choice<'billing-address'>>()(
  v.union([
    v.object({ sameAsShipping: v.literal(true) }),
    v.object({ addressId: Id }),
    v.object({ address: AddressInputSchema, saveInAddressBook: v.boolean() }),
  ]),
);

export const TermsChoiceSchema = exactly<Choice<'terms'>>()(v.object({ accepted: v.boolean() }));

/** POST /order-status: the shopper's own order needs no email. */
export const OrderStatusLookupSchema = exactly<Parameters<typeof lookupOrderStatus>[0]>()(
  v.object({ orderNumber: v.string(), email: v.optional(LookupEmailSchema) }),
);

export const AddQualifiedUserSchema = exactly<{ email: string }>()(
  v.object({ email: QualifiedUserEmailSchema }),
);

export const AddQglobalAccountSchema = exactly<{ accountNumber: string }>()(
  v.object({ accountNumber: QglobalAccountNumberSchema }),
);

export const TransferQglobalOwnerSchema = exactly<{ userId: string }>()(v.object({ userId: Id }));

export const PayInvoiceBodySchema = exactly<PayInvoiceBody>()(
  v.object({
    token: Id,
    cardHolder: CardHolderSchema,
    amount: v.pipe(v.number(), v.gtValue(0)),
    sanctionsScreening: v.boolean(),
  }),
);

export const NewPaymentCardSchema = exactly<NewPaymentCard>()(
  v.object({
    token: Id,
    cardHolder: CardHolderSchema,
    billingAddress: v.variant('use', [
      v.object({ use: v.literal('book'), addressId: Id }),
      v.object({
        use: v.literal('new'),
        address: AddressInputSchema,
        saveInAddressBook: v.boolean(),
      }),
    ]),
  }),
);

export const InvoiceLookupBodySchema = exactly<{ invoiceNumber: string; postalCode: string }>()(
  v.object({ invoiceNumber: v.string(), postalCode: v.string() }),
);

/** The qualification as the platform answers it, less what it adds. */
const [degree, license, organisation, institution] = QualificationSchema.options;
const ADDED = ['id', 'type', 'grants'] as const;
type Fields<T extends keyof QualificationFieldsByType> = QualificationFieldsByType[T];

export const QualificationFieldsSchema = v.union([
  exactly<Fields<'degree'>>()(v.omit(degree, ADDED)),
  exactly<Fields<'license'>>()(v.omit(license, ADDED)),
  exactly<Fields<'organisation'>>()(v.omit(organisation, ADDED)),
  exactly<Fields<'accredited-institution'>>()(v.omit(institution, ADDED)),
]);

export const StartEmulationSchema = exactly<{ customerId: string }>()(
  v.object({ customerId: v.string() }),
);
