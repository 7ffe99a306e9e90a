import * as v from 'valibot';
import { AddressSuggestionsSchema } from '../addresses/address.schema';
import { CART_ERRORS } from '../cart/cart.schema';
import { OccCartModificationSchema } from '../cart/occ-cart.schema';
import { CHECKOUT_ERRORS, CheckoutStateSchema } from '../checkout/checkout.schema';
import { ORDER_ERRORS } from '../orders/order-errors';
import { ORDER_STATUS_LIMITED, OrderStatusViewSchema } from '../orders/order-history.schema';
import { QUOTE_ERRORS, QuotePreviewSchema } from '../quotes/quote.schema';
import {
  AimswebChoiceBodySchema,
  CustomerAccountChoiceSchema,
  OrderStatusLookupSchema,
  QglobalChoiceBodySchema,
  QualifiedUserChoiceSchema,
  TrainingDetailsBodySchema,
} from './extension-bodies';
import { pick, type ExtensionCall } from './extension-call';

/** The cart's and the checkout's extension calls, and the order status lookup. */

const CHECKOUT = '/users/{userId}/carts/current/checkout';

/** What every checkout PUT answers and may be refused with (the cart's version first). */
const checkoutChoice = {
  tag: 'Checkout',
  method: 'put',
  access: 'shopper',
  lang: true,
  once: true,
  answers: [{ status: 200, description: 'The whole checkout state.', schema: CheckoutStateSchema }],
} as const;
const choiceErrors = {
  400: pick(CHECKOUT_ERRORS, 'cartNotFound', 'invalid'),
  409: pick(CHECKOUT_ERRORS, 'cartModified'),
};

export const CHECKOUT_CALLS: readonly ExtensionCall[] = [
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
