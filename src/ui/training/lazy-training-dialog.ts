import { lazyPart } from '../lazy/lazy-part';

/**
 * The training dialog loads when a shopper reaches for it (its form library and code are a chunk
 * of their own; its rules, with the phone metadata, load when the shopper starts on its form):
 * hovering or focusing its button fetches it ahead.
 */
export const LazyTrainingDialog = lazyPart(
  () => import('./training-dialog'),
  (m) => m.default,
);
export const prefetchTrainingDialog = LazyTrainingDialog.prefetch;
