import { lazy, type ComponentType } from 'react';
import type * as ConfirmationExports from '../../../ui/order/order-confirmation';
import type { OrderConfirmationProps } from '../../../ui/order/order-confirmation';

/** The order confirmation loads when reached; the payment part fetches it ahead. */
type ConfirmationModule = typeof ConfirmationExports;
let confirmationModule: ConfirmationModule | undefined;
export const importOrderConfirmation = () =>
  import('../../../ui/order/order-confirmation').then((module) => (confirmationModule = module));

const LazyOrderConfirmation = lazy(() =>
  importOrderConfirmation().then((m) => ({ default: m.OrderConfirmation })),
);

/**
 * The module's own component once fetched ahead, so it renders without React's Suspense fallback
 * throttle; else the lazy one.
 */
export function orderConfirmationComponent(): ComponentType<OrderConfirmationProps> {
  return confirmationModule?.OrderConfirmation ?? LazyOrderConfirmation;
}
