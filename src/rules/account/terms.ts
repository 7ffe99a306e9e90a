import * as v from 'valibot';

/**
 * The terms checkbox (spec section 5): it must be ticked. The shopper whose account is not listed
 * is told 'Please agree to Terms & conditions'; everyone else 'This field is required.'.
 */
export function termsSchema({ accountNotListed }: { accountNotListed: boolean }) {
  return v.literal(true, accountNotListed ? 'terms.agreeAccountNotListed' : 'terms.required');
}
