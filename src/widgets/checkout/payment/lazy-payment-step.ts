import { lazyPart } from '../../../ui/lazy/lazy-part';

/**
 * The order summary's payment part (the provider's fields, Place order) loads only when reached,
 * fetched ahead once the shopper is a step away (the step before the summary), so reaching it
 * waits for no download. The part fetches the confirmation ahead in turn (lazy-confirmation.ts).
 */
export const PaymentStep = lazyPart(
  () => import('./payment-step'),
  (m) => m.default,
);
