import * as v from 'valibot';
import { AddressSuggestionsSchema } from '../addresses/address-services.schema';
import { CART_ERRORS } from '../cart/cart.schema';
import { OccCartModificationSchema } from '../cart/occ-cart.schema';
import { CheckoutStateSchema } from '../checkout/checkout.schema';
import { CHECKOUT_ERRORS } from '../checkout/checkout-errors';
import { AccountPaymentSchema } from '../orders/account-payment.schema';
import { ORDER_ERRORS } from '../orders/order-errors';
import { ORDER_STATUS_LIMITED, OrderStatusViewSchema } from '../orders/order-history.schema';
import { QUOTE_ERRORS, QuotePreviewSchema } from '../quotes/quote.schema';
import {
  AimswebChoiceBodySchema,
  BillingAddressChoiceSchema,
  CustomerAccountChoiceSchema,
  OrderStatusLookupSchema,
  QglobalChoiceBodySchema,
  QualifiedUserChoiceSchema,
  TermsChoiceSchema,
  TrainingDetailsBodySchema,
} from './extension-bodies';
import { pick, type ExtensionCall } from './extension-call';

/** The cart's and the checkout's extension calls, and the order status lookup. */

const CHECKOUT = '/users/{userId}/carts/current/checkout';

/** What every checkout PUT answers (no body) and may be refused with. */
const checkoutChoice = {
  tag: 'Checkout',
  method: 'put',
  access: 'shopper',
  answers: [{ status: 200, description: 'Set; no body.', empty: true }],
} as const;
const choiceErrors = {
  400: pick(CHECKOUT_ERRORS, 'cartNotFound', 'invalid'),
};

export const CHECKOUT_CALLS: readonly ExtensionCall[] = [
  {
    row: 16,
    operationId: 'getCheckout',
    tag: 'Checkout',
    method: 'get',
    path: CHECKOUT,
    summary: 'The checkout of the shopper’s current cart: what it requires and every choice made',
    description:
      'The store’s checkout state: the steps the cart requires (Q-global, aimswebPlus, shipping), ' +
      'the choices OCC has no place for (customer account, qualified user, Q-global and ' +
      'aimswebPlus accounts, billing address, terms) and, for one read, the cart’s OCC delivery ' +
      'address and mode and its totals with delivery and taxes. The terms are withdrawn whenever ' +
      'what the cart orders changes.',
    access: 'shopper',
    lang: true,
    answers: [{ status: 200, description: 'The checkout state.', schema: CheckoutStateSchema }],
    errors: { 400: pick(CHECKOUT_ERRORS, 'cartNotFound') },
  },
  {
    row: 8,
    operationId: 'setTrainingDetails',
    tag: 'Cart',
    method: 'put',
    path: '/users/{userId}/carts/{cartId}/entries/{entryNumber}/training',
    summary: 'Set an online training entry’s details (dates, contact, participants)',
    description:
      'A visitor’s cart may not hold a training (403 `trainingNeedsLogin`); a refused field is 400 ' +
      '`trainingDetails` with the field as `subject` and the rule’s message key as `message`.',
    access: 'shopper',
    lang: true,
    once: true,
    query: [
      {
        name: 'fields',
        required: false,
        description:
          'OCC’s field selection of the CartModification (the widgets ask for what they read).',
        schema: v.string(),
      },
    ],
    body: TrainingDetailsBodySchema,
    answers: [
      {
        status: 200,
        description: 'OCC’s CartModification with the store’s entry attributes.',
        schema: OccCartModificationSchema,
      },
    ],
    errors: {
      400: pick(
        CART_ERRORS,
        'cartNotFound',
        'entryNotFound',
        'notTraining',
        'trainingDetailsInvalid',
      ),
      403: pick(CART_ERRORS, 'trainingNeedsLogin'),
    },
  },
  {
    ...checkoutChoice,
    row: 17,
    operationId: 'setCheckoutCustomerAccount',
    path: `${CHECKOUT}/customer-account`,
    summary: 'Choose the customer account the order is for (by id, or by number when not listed)',
    body: CustomerAccountChoiceSchema,
    errors: {
      ...choiceErrors,
      400: {
        ...choiceErrors[400],
        ...pick(CHECKOUT_ERRORS, 'termsNotAccepted', 'accountNotValid', 'organisationRequired'),
      },
      404: pick(CHECKOUT_ERRORS, 'accountNotFound'),
    },
  },
  {
    ...checkoutChoice,
    row: 18,
    operationId: 'setCheckoutQualifiedUser',
    path: `${CHECKOUT}/qualified-user`,
    summary: 'Name the order’s qualified user (a user of the chosen customer account)',
    body: QualifiedUserChoiceSchema,
    errors: {
      ...choiceErrors,
      400: {
        ...choiceErrors[400],
        ...pick(CHECKOUT_ERRORS, 'customerAccountMissing', 'userNotQualified'),
      },
      404: pick(CHECKOUT_ERRORS, 'userNotFound'),
    },
  },
  {
    ...checkoutChoice,
    row: 19,
    operationId: 'setCheckoutQglobalAccount',
    path: `${CHECKOUT}/qglobal-account`,
    summary: 'Choose the Q-global account the order’s Q-global products go to',
    description:
      'An account linked to another customer account switches the checkout to that customer account.',
    body: QglobalChoiceBodySchema,
    errors: {
      ...choiceErrors,
      400: {
        ...choiceErrors[400],
        ...pick(
          CHECKOUT_ERRORS,
          'missing',
          'notRequired',
          'qualifiedUserMissing',
          'accountNotValid',
          'organisationRequired',
        ),
      },
      403: pick(CHECKOUT_ERRORS, 'qglobalNoAccess'),
      404: pick(CHECKOUT_ERRORS, 'qglobalNotFound', 'accountNotFound'),
    },
  },
  {
    ...checkoutChoice,
    row: 20,
    operationId: 'setCheckoutAimswebAccount',
    path: `${CHECKOUT}/aimsweb-account`,
    summary: 'Choose the aimswebPlus account (existing or new) of an organisation’s order',
    body: AimswebChoiceBodySchema,
    errors: {
      ...choiceErrors,
      400: {
        ...choiceErrors[400],
        ...pick(
          CHECKOUT_ERRORS,
          'missing',
          'notRequired',
          'customerAccountMissing',
          'organisationRequired',
          'termsNotAccepted',
        ),
      },
      404: pick(CHECKOUT_ERRORS, 'aimswebNotFound'),
    },
  },
  {
    ...checkoutChoice,
    row: 23,
    operationId: 'setCheckoutBillingAddress',
    path: `${CHECKOUT}/billing-address`,
    summary: 'The order’s billing address: the delivery address, one of the book, or a typed one',
    description:
      'OCC keeps a billing address only with a card’s payment details; the store bills every ' +
      'payment type (purchase order, bank transfer) to it. A typed address is added to the book ' +
      'only with `saveInAddressBook`.',
    body: BillingAddressChoiceSchema,
    errors: {
      400: {
        ...choiceErrors[400],
        ...pick(CHECKOUT_ERRORS, 'addressNotFound', 'addressNameInvalid', 'deliveryAddressMissing'),
      },
    },
  },
  {
    ...checkoutChoice,
    row: 24,
    operationId: 'setCheckoutTerms',
    path: `${CHECKOUT}/terms`,
    summary: 'Accept the terms on the order summary, once every required choice is made',
    description:
      'The first choice still missing is named by its refusal. Any later change of what the cart ' +
      'orders withdraws the terms; Place order refuses an order without them.',
    body: TermsChoiceSchema,
    errors: {
      400: {
        ...choiceErrors[400],
        ...pick(
          CHECKOUT_ERRORS,
          'termsNotAccepted',
          'missing',
          'customerAccountMissing',
          'qualifiedUserMissing',
          'userNotQualified',
          'deliveryAddressMissing',
          'deliveryModeMissing',
          'billingAddressMissing',
        ),
      },
    },
  },
  {
    row: 80,
    operationId: 'getCheckoutAccountPayment',
    tag: 'Checkout',
    method: 'get',
    path: `${CHECKOUT}/account-payment`,
    summary: 'What the checkout’s customer account brings to its payment: purchase order, address',
    description:
      'OCC has the shopper’s saved cards (`GET /users/{userId}/paymentdetails?saved=true`) and the ' +
      'site’s payment types (B2B `GET /paymenttypes`), but no place for the store’s rule that only ' +
      'an organisation that has ordered before may pay by purchase order (the refusal’s reason ' +
      'says why not), nor for the customer account’s billing address, which a new card may bill ' +
      'to. Before an account is chosen: no purchase order, no address.',
    access: 'shopper',
    lang: true,
    answers: [
      {
        status: 200,
        description: 'The account’s purchase order rule and billing address.',
        schema: AccountPaymentSchema,
      },
    ],
    errors: { 400: pick(CHECKOUT_ERRORS, 'cartNotFound') },
  },
  {
    row: 31,
    operationId: 'lookupOrderStatus',
    tag: 'Orders',
    method: 'post',
    path: '/order-status',
    summary: 'An order’s status by its number and the shopper’s email',
    description:
      'Visitors too. A signed-in shopper’s own order needs no email. An unknown number and a wrong ' +
      'email are the same 404; too many of those and the lookup is refused for a while (429 with ' +
      '`retryAfterSeconds` in the error and `Retry-After`).',
    access: 'anyone',
    lang: true,
    body: OrderStatusLookupSchema,
    answers: [
      {
        status: 200,
        description: 'The order’s status and products.',
        schema: OrderStatusViewSchema,
      },
    ],
    errors: {
      404: pick(ORDER_ERRORS, 'orderNotFound'),
      429: { tooManyLookups: ORDER_STATUS_LIMITED },
    },
    retryAfter: true,
  },
  {
    row: 32,
    operationId: 'getQuotePreview',
    tag: 'Quotes',
    method: 'get',
    path: '/users/{userId}/carts/current/quote-preview',
    summary: 'What a quote of the current cart would get if created now (expiry, early expiry)',
    access: 'shopper',
    answers: [{ status: 200, description: 'The quote’s expiry.', schema: QuotePreviewSchema }],
    errors: { 400: pick(QUOTE_ERRORS, 'cartNotFound') },
  },
  {
    row: 61,
    operationId: 'suggestAddresses',
    tag: 'Addresses',
    method: 'get',
    path: '/users/{userId}/carts/{cartId}/search/address/autosuggest',
    summary: 'Address suggestions while the shopper types',
    description:
      'Visitors too, for their anonymous cart (`anonymous`, the cart’s guid); a shopper’s `current` ' +
      'works before they have a cart. A missing value may be the string `"null"`, and the whole ' +
      'answer `null` or `"null"`: no suggestions.',
    access: 'anyone',
    lang: true,
    query: [
      {
        name: 'addressType',
        required: true,
        description: 'The address being typed.',
        schema: v.picklist(['SHIPPING', 'BILLING']),
      },
      { name: 'term', required: true, description: 'What the shopper typed.', schema: v.string() },
    ],
    answers: [{ status: 200, description: 'The suggestions.', schema: AddressSuggestionsSchema }],
    errors: {
      400: pick(CART_ERRORS, 'cartNotFound'),
      401: pick(CART_ERRORS, 'invalidToken'),
      403: pick(CART_ERRORS, 'forbidden'),
    },
  },
];
