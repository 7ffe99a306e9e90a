import { lazyPart } from '../lazy-part';

/**
 * The training dialog loads when a shopper reaches for it (its form library, rules and phone
 * metadata are a chunk of their own): hovering or focusing its button fetches it ahead.
 */
export const LazyTrainingDialog = lazyPart(
  () => import('./training-dialog'),
  (m) => m.default,
);
export const prefetchTrainingDialog = LazyTrainingDialog.prefetch;
