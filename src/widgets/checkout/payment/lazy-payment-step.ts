import { lazyPart } from '../../../ui/lazy/lazy-part';

/** The summary's payment part loads when reached, fetched ahead from the step before. */
export const PaymentStep = lazyPart(
  () => import('./payment-step'),
  (m) => m.default,
);
