import { lazy } from 'react';

/**
 * The training dialog loads when a shopper reaches for it (its form library, rules and phone
 * metadata are a chunk of their own): hovering or focusing its button fetches it ahead.
 */
const importTrainingDialog = () => import('./training-dialog');
export const LazyTrainingDialog = lazy(importTrainingDialog);
export const prefetchTrainingDialog = (): void => void importTrainingDialog();
