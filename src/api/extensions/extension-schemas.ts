import type * as v from 'valibot';
import {
  AimswebAccountListSchema,
  AimswebAccountSchema,
  CustomerAccountListSchema,
  CustomerAccountSchema,
  LinkedQglobalSchema,
  PersonSchema,
  QglobalAccountListSchema,
  QglobalAccountSchema,
  QglobalLookupSchema,
  QualifiedUserListSchema,
  QualifiedUserSchema,
} from '../accounts/account.schema';
import { AddressSchema } from '../addresses/address.schema';
import {
  AddressSuggestionSchema,
  AddressSuggestionsSchema,
} from '../addresses/address-services.schema';
import {
  OccCartModificationSchema,
  OccCartSchema,
  OccOrderEntrySchema,
} from '../cart/occ-cart.schema';
import { TrainingDetailsWireSchema } from '../cart/training-details.schema';
import { CheckoutStateSchema } from '../checkout/checkout.schema';
import { CheckoutTotalsSchema } from '../checkout/delivery-and-totals.schema';
import { CommerceErrorListSchema, CommerceErrorSchema } from '../http/occ-errors';
import {
  InvoiceListSchema,
  InvoiceLookupSchema,
  InvoicePaymentSchema,
  InvoiceSchema,
} from '../invoices/invoice.schema';
import { AccountPaymentSchema } from '../orders/account-payment.schema';
import {
  OrderStatusLimitedSchema,
  OrderStatusViewSchema,
  ReorderLineSchema,
  ReorderResultSchema,
} from '../orders/order-history.schema';
import { OrderStatusSchema } from '../orders/order.schema';
import { OccPaymentDetailsSchema } from '../payment-cards/payment-details.schema';
import { PreferencesSchema } from '../preferences/preferences.schema';
import { OccProductRefSchema } from '../products/occ-product-ref.schema';
import { PaginationSchema, PriceSchema, ProductSummarySchema } from '../products/product.schema';
import {
  QualificationListSchema,
  QualificationSchema,
} from '../qualifications/qualification.schema';
import { QuotePreviewSchema } from '../quotes/quote.schema';
import { CustomerSummarySchema } from '../support/assisted-service.schema';
import {
  AddQglobalAccountSchema,
  AddQualifiedUserSchema,
  AimswebChoiceBodySchema,
  BillingAddressChoiceSchema,
  CustomerAccountChoiceSchema,
  InvoiceLookupBodySchema,
  OrderStatusLookupSchema,
  PayInvoiceBodySchema,
  QglobalChoiceBodySchema,
  QualificationFieldsSchema,
  QualifiedUserChoiceSchema,
  TermsChoiceSchema,
  NewPaymentCardSchema,
  StartEmulationSchema,
  TrainingDetailsBodySchema,
  TransferQglobalOwnerSchema,
} from './extension-bodies';

/** The document's `components.schemas`; a schema used in another is referenced by this name. */
export const COMPONENT_SCHEMAS: Readonly<Record<string, v.GenericSchema>> = {
  // OCC's error body, and the shapes several calls share.
  ErrorList: CommerceErrorListSchema,
  Error: CommerceErrorSchema,
  Price: PriceSchema,
  Pagination: PaginationSchema,
  Address: AddressSchema,
  ProductSummary: ProductSummarySchema,
  EntryProduct: OccProductRefSchema,
  OrderStatus: OrderStatusSchema,
  Person: PersonSchema,
  CustomerAccount: CustomerAccountSchema,
  QualifiedUser: QualifiedUserSchema,
  QglobalAccount: QglobalAccountSchema,
  LinkedQglobal: LinkedQglobalSchema,
  AimswebAccount: AimswebAccountSchema,
  TrainingDetails: TrainingDetailsWireSchema,
  CustomerSummary: CustomerSummarySchema,

  // Answers.
  CartModification: OccCartModificationSchema,
  Cart: OccCartSchema,
  ReorderResult: ReorderResultSchema,
  ReorderLine: ReorderLineSchema,
  OrderEntry: OccOrderEntrySchema,
  CheckoutState: CheckoutStateSchema,
  CheckoutTotals: CheckoutTotalsSchema,
  AccountPayment: AccountPaymentSchema,
  OrderStatusView: OrderStatusViewSchema,
  OrderStatusLimited: OrderStatusLimitedSchema,
  QuotePreview: QuotePreviewSchema,
  AddressSuggestions: AddressSuggestionsSchema,
  AddressSuggestion: AddressSuggestionSchema,
  Invoice: InvoiceSchema,
  InvoicePayment: InvoicePaymentSchema,
  InvoiceList: InvoiceListSchema,
  InvoiceLookup: InvoiceLookupSchema,
  CustomerAccountList: CustomerAccountListSchema,
  QualifiedUserList: QualifiedUserListSchema,
  AimswebAccountList: AimswebAccountListSchema,
  QglobalAccountList: QglobalAccountListSchema,
  QglobalLookup: QglobalLookupSchema,
  Preferences: PreferencesSchema,
  Qualification: QualificationSchema,
  QualificationList: QualificationListSchema,
  PaymentDetails: OccPaymentDetailsSchema,

  // Request bodies.
  TrainingDetailsInput: TrainingDetailsBodySchema,
  CustomerAccountChoice: CustomerAccountChoiceSchema,
  QualifiedUserChoice: QualifiedUserChoiceSchema,
  QglobalAccountChoice: QglobalChoiceBodySchema,
  AimswebAccountChoice: AimswebChoiceBodySchema,
  BillingAddressChoice: BillingAddressChoiceSchema,
  TermsChoice: TermsChoiceSchema,
  OrderStatusLookup: OrderStatusLookupSchema,
  QualifiedUserInput: AddQualifiedUserSchema,
  QglobalAccountInput: AddQglobalAccountSchema,
  QglobalOwnerTransfer: TransferQglobalOwnerSchema,
  InvoicePaymentInput: PayInvoiceBodySchema,
  InvoiceLookupInput: InvoiceLookupBodySchema,
  QualificationFields: QualificationFieldsSchema,
  EmulationStart: StartEmulationSchema,
  PaymentDetailsInput: NewPaymentCardSchema,
};
