import { lazyPart } from '../../ui/lazy/lazy-part';

/**
 * The signed-in checkout is a lazy part: fetched when a visitor heads for sign-in, and at once
 * beside the session check when there is a session (checkout.tsx).
 */
export const SignedInCheckout = lazyPart(
  () => import('./signed-in-checkout'),
  (m) => m.SignedInCheckout,
);
