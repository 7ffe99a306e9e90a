import { lazyPart } from '../../ui/lazy/lazy-part';

/**
 * Issue 31: the signed-in checkout (its reads, the steps with their forms, texts and the order
 * summary) is a lazy part. A visitor asked to sign in never needs it unless they do sign in: it is
 * fetched on the way there (pointer over or focus on the prompt's button), and loads at once for a
 * page with a session to check (checkout.tsx), beside the session's own code, so a signed-in
 * shopper waits for no extra round trip.
 */
export const SignedInCheckout = lazyPart(
  () => import('./signed-in-checkout'),
  (m) => m.SignedInCheckout,
);
