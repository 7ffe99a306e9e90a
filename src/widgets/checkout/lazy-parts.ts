import { lazy, type ComponentType } from 'react';
import { lazyPart } from '../../ui/lazy-part';
import type * as ConfirmationExports from '../../ui/order/order-confirmation';
import type { OrderConfirmationProps } from '../../ui/order/order-confirmation';

/**
 * The checkout's parts that load only when reached: the order summary's payment part (the
 * provider's fields, Place order) and the order confirmation. Each is fetched ahead once the
 * shopper is a step away (the step before the summary fetches payment, the payment part the
 * confirmation), so reaching it waits for no download.
 */
export const PaymentStep = lazyPart(
  () => import('./payment/payment-step'),
  (m) => m.default,
);
type ConfirmationModule = typeof ConfirmationExports;
let confirmationModule: ConfirmationModule | undefined;
export const importOrderConfirmation = () =>
  import('../../ui/order/order-confirmation').then((module) => (confirmationModule = module));

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
