import { lazy } from 'react';

/**
 * The checkout's parts that load only when reached: the payment step (the provider's fields,
 * Place order) and the order confirmation. Each is fetched ahead once the shopper is a step away
 * (the order summary fetches payment, the payment step the confirmation), so reaching it waits
 * for no download.
 */
export const importPaymentStep = () => import('./payment/payment-step');
export const importOrderConfirmation = () => import('../../ui/order/order-confirmation');

/** The confirmation as a component, for the checkout's own order and another tab's. */
export const LazyOrderConfirmation = lazy(() =>
  importOrderConfirmation().then((m) => ({ default: m.OrderConfirmation })),
);
