import { lazyPart } from '../../ui/lazy/lazy-part';

/**
 * The signed-in checkout is a lazy part: fetched when a visitor heads for sign-in, and at once
 * beside the session check when there is a session (checkout.tsx).
 */
export const SignedInCheckout = lazyPart(
  () => import('./signed-in-checkout'),
  (m) => m.SignedInCheckout,
);

/**
 * A visitor's "Sign in to check out" (with the sign-in button's code): a part too, so that a
 * signed-in shopper's checkout does not carry it.
 */
export const SignInPrompt = lazyPart(
  () => import('./sign-in-prompt'),
  (m) => m.SignInPrompt,
);
