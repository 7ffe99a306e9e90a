import type { CheckoutState } from '../../../api/checkout/checkout.schema';
import { CHECKOUT_STEPS, type CheckoutStep } from '../../../core/routes/routes';
import { coversEntries, type ProductQualificationLevel } from '../../../rules/cart/qualification';

/**
 * The checkout's steps and which ones an order needs (spec section 2). The current step is derived
 * from the cart's checkout state, never stored, so a reload or a new tab lands on the same step.
 * `review` (summary, payment, Place order) is never "done": placing the order consumes the cart.
 */
export const STEP_ORDER = CHECKOUT_STEPS;
export type StepId = CheckoutStep;

export interface StepContext {
  checkout: CheckoutState;
  entries: readonly { product: { qualificationLevel: ProductQualificationLevel } }[];
}

interface StepRule {
  applies: (context: StepContext) => boolean;
  /** Chosen, and still fits the order. */
  complete: (context: StepContext) => boolean;
}

const always = () => true;

const STEP_RULES: Readonly<Record<StepId, StepRule>> = {
  account: {
    applies: always,
    complete: ({ checkout }) =>
      checkout.customerAccount !== undefined &&
      checkout.customerAccount.valid &&
      // aimswebPlus products need an organisational account (spec section 6).
      !(checkout.requires.aimswebAccount && checkout.customerAccount.type === 'PERSONAL'),
  },
  'qualified-user': {
    applies: always,
    // A qualified user chosen before the cart changed may no longer cover a new entry.
    complete: ({ checkout, entries }) =>
      checkout.qualifiedUser !== undefined &&
      coversEntries(checkout.qualifiedUser.qualificationLevel, entries),
  },
  qglobal: {
    applies: ({ checkout }) => checkout.requires.qglobalAccount,
    complete: ({ checkout }) => checkout.qglobalAccount !== undefined,
  },
  aimsweb: {
    applies: ({ checkout }) => checkout.requires.aimswebAccount,
    complete: ({ checkout }) => checkout.aimswebAccount !== undefined,
  },
  // A cart of online products only ships nothing: no shipping address or method.
  'shipping-address': {
    applies: ({ checkout }) => checkout.requires.shipping,
    complete: ({ checkout }) => checkout.deliveryAddress !== undefined,
  },
  'shipping-method': {
    applies: ({ checkout }) => checkout.requires.shipping,
    complete: ({ checkout }) => checkout.deliveryMode !== undefined,
  },
  'billing-address': {
    applies: always,
    complete: ({ checkout }) => checkout.billingAddress !== undefined,
  },
  review: {
    applies: always,
    complete: () => false,
  },
};

export function isStepId(value: unknown): value is StepId {
  return typeof value === 'string' && (STEP_ORDER as readonly string[]).includes(value);
}

/** The steps this order goes through, in order. */
export function applicableSteps(context: StepContext): StepId[] {
  return STEP_ORDER.filter((step) => STEP_RULES[step].applies(context));
}

export function isStepComplete(step: StepId, context: StepContext): boolean {
  return STEP_RULES[step].applies(context) && STEP_RULES[step].complete(context);
}

/** The first step still to do; the last step once everything before it is done. */
export function firstIncompleteStep(context: StepContext): StepId {
  const steps = applicableSteps(context);
  const last = steps[steps.length - 1] ?? 'review';
  return steps.find((step) => step !== last && !isStepComplete(step, context)) ?? last;
}

/** A step the shopper may be on: the order needs it and every step before it is done. */
export function isStepReachable(step: StepId, context: StepContext): boolean {
  const steps = applicableSteps(context);
  const index = steps.indexOf(step);
  return index >= 0 && steps.slice(0, index).every((before) => isStepComplete(before, context));
}

/** The step to show for what the URL asks: that step when reachable, else the first incomplete one. */
export function resolveStep(requested: string | null | undefined, context: StepContext): StepId {
  return isStepId(requested) && isStepReachable(requested, context)
    ? requested
    : firstIncompleteStep(context);
}

/**
 * Where "Continue" leads: the first step still to do, so an edit from the summary returns there
 * unless it undid a later step (another country may rule out the shipping method).
 */
export function stepAfterSave(context: StepContext): StepId {
  return firstIncompleteStep(context);
}
