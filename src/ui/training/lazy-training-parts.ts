import { lazyPart } from '../lazy/lazy-part';

// The training's parts, each a chunk of its own; this file, shared by the cart, add to cart and
// the checkout, holds only the ways to load them.

/** The training dialog, fetched ahead when its button is hovered or focused. */
export const LazyTrainingDialog = lazyPart(
  () => import('./training-dialog'),
  (m) => m.default,
);
export const prefetchTrainingDialog = LazyTrainingDialog.prefetch;

/**
 * A training line's details (dates, contact, participants), fetched when a line that has them is
 * shown: the cart and the checkout of a shopper without training never load them.
 */
export const LazyTrainingDetailsSummary = lazyPart(
  () => import('./training-details-summary'),
  (m) => m.TrainingDetailsSummary,
);
