import { describe, expect, it } from 'vitest';
import type { CheckoutState } from '../../../api/checkout/checkout.schema';
import {
  applicableSteps,
  firstIncompleteStep,
  isStepReachable,
  resolveStep,
  stepAfterSave,
  type StepContext,
} from './checkout-steps';

const price = (value: number) => ({
  value,
  currencyIso: 'USD',
  formattedValue: `$${value.toFixed(2)}`,
});
const address = {
  id: 'a1',
  firstName: 'Dana',
  lastName: 'Whitfield',
  country: 'US',
  region: 'IL',
  town: 'Springfield',
  line1: '120 Maple Avenue',
  line2: '',
  line3: '',
  postalCode: '62704',
};
const org = {
  id: 'org-1234',
  type: 'ORGANIZATION' as const,
  name: 'Riverside Unified School District',
  accountNumber: '1234',
  valid: true,
  taxExempt: true,
  qglobalAccountNumbers: [],
  aimswebAccountNumbers: [],
  qglobalAccounts: [],
};
const maria = {
  id: 'qu-1',
  firstName: 'Maria',
  lastName: 'Alvarez',
  email: 'm@x.org',
  qualificationLevel: 'AB' as const,
};

function state(overrides: Partial<CheckoutState> = {}): CheckoutState {
  return {
    cartCode: '00001001',
    requires: { qglobalAccount: false, aimswebAccount: false, shipping: true },
    customerAccountNotListed: false,
    billingSameAsShipping: false,
    termsAccepted: false,
    totals: {
      subTotal: price(10),
      totalDiscounts: price(0),
      totalTax: price(0),
      totalVat: price(0),
      totalPrice: price(10),
    },
    ...overrides,
  };
}

const entries = (...levels: ('A' | 'B' | 'C')[]) =>
  levels.map((qualificationLevel) => ({
    product: { qualificationLevel },
  })) as StepContext['entries'];

const context = (
  overrides: Partial<CheckoutState> = {},
  levels: ('A' | 'B' | 'C')[] = ['A'],
): StepContext => ({
  checkout: state(overrides),
  entries: entries(...levels),
});

const everything = {
  customerAccount: org,
  qualifiedUser: maria,
  deliveryAddress: address,
  deliveryMode: {
    code: 'ground',
    name: 'Ground',
    description: '10-15 business days',
    deliveryCost: price(10),
  },
  billingAddress: address,
};

describe('the checkout steps an order goes through', () => {
  it('without Q-global or aimswebPlus products: five steps, then the summary with Place order', () => {
    expect(applicableSteps(context())).toEqual([
      'account',
      'qualified-user',
      'shipping-address',
      'shipping-method',
      'billing-address',
      'review',
    ]);
  });

  it('adds the Q-global and aimswebPlus steps when the cart needs them', () => {
    const steps = applicableSteps(
      context({ requires: { qglobalAccount: true, aimswebAccount: true, shipping: true } }),
    );
    expect(steps.slice(0, 4)).toEqual(['account', 'qualified-user', 'qglobal', 'aimsweb']);
  });

  it('a cart of online products only skips the shipping address and method', () => {
    const online = { qglobalAccount: true, aimswebAccount: false, shipping: false };
    expect(applicableSteps(context({ requires: online }))).toEqual([
      'account',
      'qualified-user',
      'qglobal',
      'billing-address',
      'review',
    ]);
    // With the rest chosen and no shipping at all, the summary is next.
    const chosen = context({
      customerAccount: org,
      qualifiedUser: maria,
      billingAddress: address,
      requires: online,
      qglobalAccount: { mode: 'NEW' },
    });
    expect(firstIncompleteStep(chosen)).toBe('review');
    expect(resolveStep('shipping-method', chosen)).toBe('review');
  });
});

describe('where the shopper stands', () => {
  it('a new checkout starts with the customer account', () => {
    expect(firstIncompleteStep(context())).toBe('account');
  });

  it('an account without a billing address does not count as chosen', () => {
    expect(firstIncompleteStep(context({ customerAccount: { ...org, valid: false } }))).toBe(
      'account',
    );
  });

  it('a personal account does not count for an order with aimswebPlus products', () => {
    const personal = { ...org, id: 'personal-u-1', type: 'PERSONAL' as const };
    expect(
      firstIncompleteStep(
        context({
          customerAccount: personal,
          requires: { qglobalAccount: false, aimswebAccount: true, shipping: true },
        }),
      ),
    ).toBe('account');
  });

  it('a qualified user whose level no longer covers every entry is to choose again', () => {
    const done = context(everything, ['A', 'B']);
    expect(firstIncompleteStep(done)).toBe('review');
    const withLevelC = context(everything, ['A', 'B', 'C']);
    expect(firstIncompleteStep(withLevelC)).toBe('qualified-user');
  });

  it('everything chosen: the summary, with the terms accepted there or not (Place order is on it)', () => {
    expect(firstIncompleteStep(context(everything))).toBe('review');
    expect(firstIncompleteStep(context({ ...everything, termsAccepted: true }))).toBe('review');
  });

  it('an old link to the payment step lands on the summary once it is reachable', () => {
    expect(resolveStep('payment', context({ ...everything, termsAccepted: true }))).toBe('review');
    expect(resolveStep('payment', context({ customerAccount: org }))).toBe('qualified-user');
  });
});

describe('the step the URL asks for', () => {
  it('is shown when every step before it is done', () => {
    const ctx = context({ customerAccount: org, qualifiedUser: maria, deliveryAddress: address });
    expect(isStepReachable('shipping-method', ctx)).toBe(true);
    expect(resolveStep('shipping-method', ctx)).toBe('shipping-method');
    expect(resolveStep('account', ctx)).toBe('account');
  });

  it('is replaced by the first step still to do when an earlier one is not done', () => {
    const ctx = context({ customerAccount: org });
    expect(resolveStep('billing-address', ctx)).toBe('qualified-user');
    expect(resolveStep('review', ctx)).toBe('qualified-user');
  });

  it('a step the order does not need, or nonsense, gives the first step still to do', () => {
    const ctx = context({ customerAccount: org });
    expect(resolveStep('qglobal', ctx)).toBe('qualified-user');
    expect(resolveStep('<script>', ctx)).toBe('qualified-user');
    expect(resolveStep(null, ctx)).toBe('qualified-user');
  });
});

describe('where Continue leads', () => {
  it('forward through a new checkout: the next step', () => {
    expect(stepAfterSave(context({ customerAccount: org }))).toBe('qualified-user');
  });

  it('after editing a step from the summary: back to the summary', () => {
    expect(stepAfterSave(context(everything))).toBe('review');
  });

  it('unless the change undid a later step: that step first', () => {
    expect(stepAfterSave(context({ ...everything, deliveryMode: undefined }))).toBe(
      'shipping-method',
    );
  });
});
