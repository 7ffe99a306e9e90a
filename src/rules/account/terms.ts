import * as v from 'valibot';

/** Spec section 5: it must be ticked; a shopper whose account is unlisted gets its own message. */
export function termsSchema({ accountNotListed }: { accountNotListed: boolean }) {
  return v.literal(true, accountNotListed ? 'terms.agreeAccountNotListed' : 'terms.required');
}
