import { lazy, type ComponentType } from 'react';
import type * as ConfirmationExports from '../../../ui/order/order-confirmation';
import type { OrderConfirmationProps } from '../../../ui/order/order-confirmation';

/**
 * The order confirmation loads only when reached, fetched ahead by the summary's payment part
 * (payment-step.tsx) so that reaching it waits for no download. Apart from the payment
 * part's own lazy import (lazy-payment-step.ts), which loads that part: the part imports this
 * file, and nothing here imports the part back.
 */
type ConfirmationModule = typeof ConfirmationExports;
let confirmationModule: ConfirmationModule | undefined;
export const importOrderConfirmation = () =>
  import('../../../ui/order/order-confirmation').then((module) => (confirmationModule = module));

const LazyOrderConfirmation = lazy(() =>
  importOrderConfirmation().then((m) => ({ default: m.OrderConfirmation })),
);

/**
 * The confirmation as a component, for the checkout's own order and another tab's: the module
 * itself once it was fetched ahead (the summary's payment part does), so it renders at once. A lazy one
 * would suspend for a tick first, and React holds a revealed Suspense boundary back for up to
 * 300 ms (its fallback throttle): the shopper would wait that long for the confirmation.
 */
export function orderConfirmationComponent(): ComponentType<OrderConfirmationProps> {
  return confirmationModule?.OrderConfirmation ?? LazyOrderConfirmation;
}
