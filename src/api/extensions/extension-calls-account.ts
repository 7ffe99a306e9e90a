import * as v from 'valibot';
import { QglobalAccountNumberSchema } from '../../rules/account/account-numbers';
import {
  AimswebAccountListSchema,
  CustomerAccountListSchema,
  LinkedQglobalSchema,
  QglobalAccountListSchema,
  QglobalAccountSchema,
  QglobalLookupSchema,
  QualifiedUserListSchema,
  QualifiedUserSchema,
} from '../accounts/account.schema';
import { QGLOBAL_OWNERSHIP_ERRORS } from '../accounts/qglobal-ownership';
import { CHECKOUT_ERRORS } from '../checkout/checkout-errors';
import { PAYMENT_CARD_ERRORS } from '../payment-cards/payment-card-changes';
import { OccPaymentDetailsSchema } from '../payment-cards/payment-details.schema';
import { PreferencesSchema } from '../preferences/preferences.schema';
import {
  QUALIFICATION_ERRORS,
  QualificationListSchema,
  QualificationSchema,
} from '../qualifications/qualification.schema';
import { EmulatedCustomerSchema } from '../support/assisted-service.schema';
import {
  AddQglobalAccountSchema,
  AddQualifiedUserSchema,
  NewPaymentCardSchema,
  QualificationFieldsSchema,
  StartEmulationSchema,
  TransferQglobalOwnerSchema,
} from './extension-bodies';
import { pick, type ExtensionCall } from './extension-call';
import { ASSISTED_SERVICE_ERRORS } from './extension-errors';

/** The shopper's accounts, preferences and qualifications, and the assisted service's emulation. */

const ACCOUNT = '/users/{userId}/customer-accounts/{accountId}';
const QGLOBAL = '/users/{userId}/qglobal-accounts';
const QUALIFICATIONS = '/users/{userId}/qualifications';

const accountNotFound = { 404: pick(CHECKOUT_ERRORS, 'accountNotFound') };
const qglobalLookup = {
  400: pick(CHECKOUT_ERRORS, 'missing'),
  403: pick(CHECKOUT_ERRORS, 'qglobalNoAccess'),
  404: pick(CHECKOUT_ERRORS, 'qglobalNotFound'),
};
const read = { method: 'get', access: 'shopper' } as const;

export const ACCOUNT_CALLS: readonly ExtensionCall[] = [
  {
    ...read,
    row: 47,
    operationId: 'getCustomerAccounts',
    tag: 'Accounts',
    path: '/users/{userId}/customer-accounts',
    summary: 'The customer accounts the shopper may order for (personal and organisations’)',
    answers: [{ status: 200, description: 'The accounts.', schema: CustomerAccountListSchema }],
    errors: {},
  },
  {
    ...read,
    row: 48,
    operationId: 'getQualifiedUsers',
    tag: 'Accounts',
    path: `${ACCOUNT}/qualified-users`,
    summary: 'The users of a customer account who may be named as an order’s qualified user',
    answers: [{ status: 200, description: 'The users.', schema: QualifiedUserListSchema }],
    errors: accountNotFound,
  },
  {
    row: 49,
    operationId: 'addQualifiedUser',
    tag: 'Accounts',
    method: 'post',
    path: `${ACCOUNT}/qualified-users`,
    summary: 'Add a member of the organisation, by email, to the account’s users',
    access: 'shopper',
    once: true,
    body: AddQualifiedUserSchema,
    answers: [
      { status: 201, description: 'Added.', schema: QualifiedUserSchema },
      { status: 200, description: 'A user of the account already.', schema: QualifiedUserSchema },
    ],
    errors: {
      400: pick(CHECKOUT_ERRORS, 'invalid'),
      404: pick(CHECKOUT_ERRORS, 'accountNotFound', 'userNotFound'),
    },
  },
  {
    ...read,
    row: 50,
    operationId: 'getAimswebAccounts',
    tag: 'Accounts',
    path: `${ACCOUNT}/aimsweb-accounts`,
    summary: 'The aimswebPlus accounts of an organisation’s customer account',
    answers: [{ status: 200, description: 'The accounts.', schema: AimswebAccountListSchema }],
    errors: accountNotFound,
  },
  {
    ...read,
    row: 51,
    operationId: 'getQglobalAccounts',
    tag: 'Accounts',
    path: QGLOBAL,
    summary: 'The Q-global accounts in the shopper’s profile',
    answers: [{ status: 200, description: 'The accounts.', schema: QglobalAccountListSchema }],
    errors: {},
  },
  {
    ...read,
    row: 52,
    operationId: 'lookupQglobalAccount',
    tag: 'Accounts',
    path: `${QGLOBAL}/lookup`,
    summary:
      'A Q-global account by number: found (and whether in the profile), no access, or not found',
    query: [
      {
        name: 'accountNumber',
        required: true,
        description: 'The account number (spaces around are ignored).',
        schema: QglobalAccountNumberSchema,
      },
    ],
    answers: [{ status: 200, description: 'The account.', schema: QglobalLookupSchema }],
    errors: qglobalLookup,
  },
  {
    row: 53,
    operationId: 'addQglobalAccount',
    tag: 'Accounts',
    method: 'post',
    path: QGLOBAL,
    summary: 'Add a found Q-global account to the shopper’s profile',
    access: 'shopper',
    once: true,
    body: AddQglobalAccountSchema,
    answers: [
      { status: 201, description: 'Added.', schema: QglobalAccountSchema },
      { status: 200, description: 'In the profile already.', schema: QglobalAccountSchema },
    ],
    errors: qglobalLookup,
  },
  {
    row: 54,
    operationId: 'transferQglobalOwnership',
    tag: 'Accounts',
    method: 'post',
    path: `${QGLOBAL}/{accountNumber}/owner`,
    summary: 'The owner of a Q-global account hands it to another user of the organisation',
    access: 'shopper',
    once: true,
    body: TransferQglobalOwnerSchema,
    answers: [
      { status: 200, description: 'The account, with its new owner.', schema: LinkedQglobalSchema },
    ],
    errors: {
      400: {
        ...pick(CHECKOUT_ERRORS, 'missing'),
        ...pick(QGLOBAL_OWNERSHIP_ERRORS, 'personalAccount', 'sameOwner'),
      },
      403: pick(QGLOBAL_OWNERSHIP_ERRORS, 'notOwner'),
      404: pick(QGLOBAL_OWNERSHIP_ERRORS, 'notInOrganisation', 'qglobalNotFound'),
    },
  },
  {
    row: 68,
    operationId: 'addPaymentDetails',
    tag: 'Payment cards',
    method: 'post',
    path: '/users/{userId}/paymentdetails',
    summary:
      'Save a card from the payment provider’s single-use token, with its holder and billing address',
    description:
      'OCC saves a card only as a cart’s payment (`POST …/carts/{cartId}/paymentdetails`); the ' +
      'account’s Payment Cards page saves one without a cart. The provider’s token is the card’s ' +
      'subscription; its number never reaches the platform. A card already saved (same number and ' +
      'expiry) is answered, with the holder and address given now. A new billing address joins the ' +
      'address book when `saveInAddressBook` is true. The token is single-use, so the same ' +
      '`Idempotency-Key` answers the first answer again.',
    access: 'shopper',
    lang: true,
    idempotencyKey: true,
    once: true,
    query: [
      {
        name: 'fields',
        required: false,
        description:
          'OCC’s field selection of the PaymentDetails (the widgets ask for what they read).',
        schema: v.string(),
      },
    ],
    body: NewPaymentCardSchema,
    answers: [
      {
        status: 201,
        description: 'OCC’s PaymentDetails, masked, with the store’s `cardHolder`.',
        schema: OccPaymentDetailsSchema,
      },
    ],
    errors: {
      400: pick(PAYMENT_CARD_ERRORS, 'invalidToken', 'cardExpired', 'invalid'),
      402: pick(PAYMENT_CARD_ERRORS, 'cardDeclined'),
    },
  },
  {
    ...read,
    row: 71,
    operationId: 'getPreferences',
    tag: 'Preferences',
    path: '/users/{userId}/preferences',
    summary: 'The shopper’s communication and regional preferences',
    answers: [{ status: 200, description: 'The preferences.', schema: PreferencesSchema }],
    errors: {},
  },
  {
    row: 72,
    operationId: 'savePreferences',
    tag: 'Preferences',
    method: 'put',
    path: '/users/{userId}/preferences',
    summary: 'Replace the shopper’s preferences (the whole record)',
    access: 'shopper',
    once: true,
    body: PreferencesSchema,
    answers: [{ status: 200, description: 'The preferences saved.', schema: PreferencesSchema }],
    errors: { 400: pick(CHECKOUT_ERRORS, 'invalid') },
  },
  {
    ...read,
    row: 73,
    operationId: 'getQualifications',
    tag: 'Qualifications',
    path: QUALIFICATIONS,
    summary: 'The shopper’s qualifications and the level they give',
    answers: [{ status: 200, description: 'The qualifications.', schema: QualificationListSchema }],
    errors: {},
  },
  {
    row: 74,
    operationId: 'addQualification',
    tag: 'Qualifications',
    method: 'post',
    path: `${QUALIFICATIONS}/{type}`,
    summary: 'Add a qualification of a type (the fields of that type)',
    access: 'shopper',
    idempotencyKey: true,
    once: true,
    body: QualificationFieldsSchema,
    answers: [{ status: 201, description: 'The qualification.', schema: QualificationSchema }],
    errors: {
      400: pick(QUALIFICATION_ERRORS, 'invalid'),
      404: pick(QUALIFICATION_ERRORS, 'qualificationNotFound'),
    },
  },
  {
    row: 75,
    operationId: 'updateQualification',
    tag: 'Qualifications',
    method: 'put',
    path: `${QUALIFICATIONS}/{type}/{qualificationId}`,
    summary: 'Replace a qualification’s fields',
    access: 'shopper',
    idempotencyKey: true,
    once: true,
    body: QualificationFieldsSchema,
    answers: [{ status: 200, description: 'The qualification.', schema: QualificationSchema }],
    errors: {
      400: pick(QUALIFICATION_ERRORS, 'invalid'),
      404: pick(QUALIFICATION_ERRORS, 'qualificationNotFound'),
    },
  },
  {
    row: 77,
    operationId: 'startEmulation',
    tag: 'Assisted service',
    method: 'post',
    path: '/assisted-service/emulations',
    summary: 'A customer service member starts acting for a customer',
    description:
      'Then every call carries the customer’s id in `sap-commerce-cloud-user-id`, with the member’s bearer.',
    access: 'agent',
    body: StartEmulationSchema,
    answers: [{ status: 201, description: 'The customer.', schema: EmulatedCustomerSchema }],
    errors: { 404: pick(ASSISTED_SERVICE_ERRORS, 'unknownCustomer') },
  },
  {
    row: 78,
    operationId: 'endEmulation',
    tag: 'Assisted service',
    method: 'delete',
    path: '/assisted-service/emulations/current',
    summary: 'The member stops acting for the customer (nothing to end is no error)',
    access: 'agent',
    answers: [{ status: 204, description: 'Ended.', empty: true }],
    errors: {},
  },
];
