import * as v from 'valibot';

/** Spec section 5: an organisation's number, or a temporary one given before set-up; trimmed. */
export const CUSTOMER_ACCOUNT_NUMBER = /^(?:\d{4}|[A-Za-z0-9]{12})$/;

export const CustomerAccountNumberSchema = v.pipe(
  v.string('account.customerRequired'),
  v.trim(),
  v.nonEmpty('account.customerRequired'),
  v.regex(CUSTOMER_ACCOUNT_NUMBER, 'account.customerFormat'),
);

/** Spec section 5 gives no format. */
export const QglobalAccountNumberSchema = v.pipe(
  v.string('account.qglobalRequired'),
  v.trim(),
  v.nonEmpty('account.qglobalRequired'),
);

/** Spec section 5 gives no format. */
export const AimswebAccountNumberSchema = v.pipe(
  v.string('account.aimswebRequired'),
  v.trim(),
  v.nonEmpty('account.aimswebRequired'),
);
