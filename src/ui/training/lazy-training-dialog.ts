import { lazyPart } from '../lazy/lazy-part';

// The training dialog is a chunk of its own, fetched ahead when its button is hovered or focused.
export const LazyTrainingDialog = lazyPart(
  () => import('./training-dialog'),
  (m) => m.default,
);
export const prefetchTrainingDialog = LazyTrainingDialog.prefetch;
