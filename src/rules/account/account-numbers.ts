import * as v from 'valibot';

/**
 * Spec section 5: an organisation's Customer Account Number is 4 digits; a temporary one (given
 * before the account is set up) is 12 characters, letters or digits. Spaces around are ignored.
 */
export const CUSTOMER_ACCOUNT_NUMBER = /^(?:\d{4}|[A-Za-z0-9]{12})$/;

/** 'Please enter account number'; then 4 digits or 12 characters. */
export const CustomerAccountNumberSchema = v.pipe(
  v.string('account.customerRequired'),
  v.trim(),
  v.nonEmpty('account.customerRequired'),
  v.regex(CUSTOMER_ACCOUNT_NUMBER, 'account.customerFormat'),
);

/** The Q-global account number: required (spec section 5 gives no format). */
export const QglobalAccountNumberSchema = v.pipe(
  v.string('account.qglobalRequired'),
  v.trim(),
  v.nonEmpty('account.qglobalRequired'),
);

/** The aimswebPlus account number: required (spec section 5 gives no format). */
export const AimswebAccountNumberSchema = v.pipe(
  v.string('account.aimswebRequired'),
  v.trim(),
  v.nonEmpty('account.aimswebRequired'),
);
