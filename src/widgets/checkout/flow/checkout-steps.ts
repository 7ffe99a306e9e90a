import type { CheckoutState } from '../../../api/checkout/checkout.schema';
import { CHECKOUT_STEPS, type CheckoutStep } from '../../../core/routes/routes';
import { coversEntries, type ProductQualificationLevel } from '../../../rules/cart/qualification';

/**
 * The checkout's steps and which of them a given order needs (spec section 2, checkout screens).
 * Everything chosen lives on the platform's cart (the checkout state), so where the shopper stands
 * is derived from it, never stored here: a reload, a new tab or a sign-in later lands on the same
 * step with the same choices (Spartacus' checkout steps guard).
 *
 * The last step, `review`, is the order summary with the payment choice and Place order (spec
 * section 2: "order summary with Place order"), one screen. Placing the order
 * ends the checkout (it consumes the cart), so that step is never "done" here; the confirmation
 * follows it.
 */
export const STEP_ORDER = CHECKOUT_STEPS;
export type StepId = CheckoutStep;

export interface StepContext {
  checkout: CheckoutState;
  /** The order's entries (the levels they need). */
  entries: readonly { product: { qualificationLevel: ProductQualificationLevel } }[];
}

interface StepRule {
  /** Whether this order needs the step at all. */
  applies: (context: StepContext) => boolean;
  /** Whether what the step asks for is chosen, and still fits the order. */
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
 * Where "Continue" leads once a step is saved: the first step still to do. Going forward through a
 * new checkout that is the next step; after editing a step from the order summary it is the
 * summary again, unless the change undid a later step (another country may rule out the shipping
 * method), which then comes first.
 */
export function stepAfterSave(context: StepContext): StepId {
  return firstIncompleteStep(context);
}
