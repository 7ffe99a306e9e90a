import type { ComponentType } from 'react';
import { lazyPart } from '../../ui/lazy/lazy-part';
import type { StepId } from './flow/checkout-steps';
import type { StepProps } from './steps/step-props';

/**
 * Each step's code loads apart, when the shopper reaches it or when it is fetched ahead (the next
 * step, once the shopper starts on the current one: checkout-flow.tsx), so the first step does not
 * wait on the code of the steps after it. The address steps share one file (with the address form
 * and its dialogs).
 */
interface StepCode {
  /** The module's own component once fetched, else the lazy part. */
  component: () => ComponentType<StepProps>;
  /** A failure is left to the step's own load, which shows it in place. */
  prefetch: () => void;
}

function stepCode<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<StepProps>,
): StepCode {
  let loaded: ComponentType<StepProps> | undefined;
  const keep = (module: M) => (loaded = pick(module));
  const Part = lazyPart(load, keep);
  return {
    component: () => loaded ?? Part,
    prefetch: () => void load().then(keep, () => undefined),
  };
}

const loadAddressSteps = () => import('./steps/address-step');

const STEP_CODE: Readonly<Record<StepId, StepCode>> = {
  account: stepCode(
    () => import('./steps/customer-account-step'),
    (m) => m.CustomerAccountStep,
  ),
  'qualified-user': stepCode(
    () => import('./steps/qualified-user-step'),
    (m) => m.QualifiedUserStep,
  ),
  qglobal: stepCode(
    () => import('./steps/qglobal-step'),
    (m) => m.QglobalStep,
  ),
  aimsweb: stepCode(
    () => import('./steps/aimsweb-step'),
    (m) => m.AimswebStep,
  ),
  'shipping-address': stepCode(loadAddressSteps, (m) => m.ShippingAddressStep),
  'shipping-method': stepCode(
    () => import('./steps/shipping-method-step'),
    (m) => m.ShippingMethodStep,
  ),
  'billing-address': stepCode(loadAddressSteps, (m) => m.BillingAddressStep),
  review: stepCode(
    () => import('./steps/review-step'),
    (m) => m.ReviewStep,
  ),
};

export const ADDRESS_STEPS: readonly StepId[] = ['shipping-address', 'billing-address'];

/**
 * The step's component: its module's own once fetched, so it renders without React's Suspense
 * fallback throttle; else the lazy part. Chosen once per step shown: a switch would lose what was
 * typed.
 */
export const stepComponent = (step: StepId): ComponentType<StepProps> =>
  STEP_CODE[step].component();

export const prefetchStep = (step: StepId): void => STEP_CODE[step].prefetch();
