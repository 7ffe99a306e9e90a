import type { ComponentType } from 'react';
import { lazyPart } from '../../ui/lazy/lazy-part';
import type { StepId } from './flow/checkout-steps';
import type * as AddressStepExports from './steps/address-step';
import type { StepProps } from './steps/step-props';

/**
 * The address steps (with the address form and its dialogs) load apart from the first steps, where
 * most shoppers start; they are fetched ahead once a move away (checkout-flow.tsx).
 */
type AddressStepModule = typeof AddressStepExports;
let addressModule: AddressStepModule | undefined;
const keep = (module: AddressStepModule) => (addressModule = module);
const load = () => import('./steps/address-step');

const ShippingPart = lazyPart(load, (m) => keep(m).ShippingAddressStep);
const BillingPart = lazyPart(load, (m) => keep(m).BillingAddressStep);

export const ADDRESS_STEPS: readonly StepId[] = ['shipping-address', 'billing-address'];

/** A failure is left to the step's own load, which shows it in place. */
export function prefetchAddressSteps(): void {
  load().then(keep, () => undefined);
}

/**
 * The module's own component once fetched, so it renders without React's Suspense fallback
 * throttle; else the lazy part. Chosen once per step shown: a switch would lose what was typed.
 */
export function addressStepComponent(
  step: 'shipping-address' | 'billing-address',
): ComponentType<StepProps> {
  if (step === 'shipping-address') return addressModule?.ShippingAddressStep ?? ShippingPart;
  return addressModule?.BillingAddressStep ?? BillingPart;
}
