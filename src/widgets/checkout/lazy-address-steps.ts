import type { ComponentType } from 'react';
import { lazyPart } from '../../ui/lazy/lazy-part';
import type { StepId } from './flow/checkout-steps';
import type * as AddressStepExports from './steps/address-step';
import type { StepProps } from './steps/step-props';

/**
 * Issue 31: the address steps (shipping and billing address, with the shared address form, its
 * suggestions, verification dialog and rules) load apart from the first steps, which most
 * shoppers open the checkout on. They are fetched ahead once reachable in a move (checkout-flow.tsx:
 * the step before them, or a later step whose summary can edit them) and, on a page opened on such
 * a step, beside the checkout's own reads (signed-in-checkout.tsx).
 */
type AddressStepModule = typeof AddressStepExports;
let addressModule: AddressStepModule | undefined;
const keep = (module: AddressStepModule) => (addressModule = module);
const load = () => import('./steps/address-step');

const ShippingPart = lazyPart(load, (m) => keep(m).ShippingAddressStep);
const BillingPart = lazyPart(load, (m) => keep(m).BillingAddressStep);

/** The steps that load here; the others are in the checkout's own chunk. */
export const ADDRESS_STEPS: readonly StepId[] = ['shipping-address', 'billing-address'];

/** Starts fetching them (a failure is left to the step's own load, which says so in place). */
export function prefetchAddressSteps(): void {
  load().then(keep, () => undefined);
}

/**
 * The step's component: the module's own once fetched, so it renders at once (a lazy one would
 * show its skeleton for a tick, and React holds a revealed Suspense boundary back for up to
 * 300 ms); else the lazy part. Chosen once per step shown (a switch would remount the step and
 * lose what the shopper typed).
 */
export function addressStepComponent(
  step: 'shipping-address' | 'billing-address',
): ComponentType<StepProps> {
  if (step === 'shipping-address') return addressModule?.ShippingAddressStep ?? ShippingPart;
  return addressModule?.BillingAddressStep ?? BillingPart;
}
