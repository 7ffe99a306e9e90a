import { describe, expect, it } from 'vitest';
import type { Cart } from '../../api/cart/cart.schema';
import { cartMessages, type CartMessage } from './cart.messages';
import {
  checkoutBlockers,
  type CheckoutBlockerCart,
  type CheckoutBlockerEntry,
} from './checkout-blockers';
import { translator } from '../../core/i18n/messages';

const en = translator(cartMessages, 'en');
const texts = (messages: CartMessage[]) => messages.map((m) => en(m.key, m.params));

interface EntryOptions {
  aimsweb?: boolean;
  total?: number;
  discounts?: number;
  restriction?: 'qualificationLevel' | 'accountType';
  /** An online training, with its details or still without them. */
  training?: 'withDetails' | 'withoutDetails';
}

function entry({
  aimsweb = false,
  total = 10,
  discounts = 0,
  restriction,
  training,
}: EntryOptions = {}): CheckoutBlockerEntry {
  return {
    product: { aimsweb, ...(training ? { training: true } : {}) },
    ...(training === 'withDetails' ? { trainingDetails: {} } : {}),
    totalPrice: { value: total },
    totalDiscounts: { value: discounts },
    ...(restriction ? { restriction: { reason: restriction } } : {}),
  };
}

function cart(
  entries: CheckoutBlockerEntry[],
  accountType?: 'PERSONAL' | 'ORGANIZATION',
  currencyIso = 'USD',
): CheckoutBlockerCart {
  return { entries, user: { accountType }, totalPrice: { currencyIso } };
}

const MINIMUM =
  'aimswebPlus products need a minimum order total of $300.00. Add $285.00 more to continue.';
const ORGANISATION_ONLY = 'Only organisational accounts can buy aimswebPlus products.';
const CHECKED_LATER =
  'Only organisational accounts can buy aimswebPlus products. Your account is checked before checkout.';
const TRAINING =
  'Add the preferred dates, contact details and participants of each online training before checkout.';
const QUALIFICATION =
  'Some products need a qualification level you do not have. Remove them or update your qualifications.';

describe('what keeps a cart from checkout (spec sections 5, 6, 9)', () => {
  it.each<[string, CheckoutBlockerCart, string[], string[]]>([
    ['an ordinary cart', cart([entry()]), [], []],
    ['an empty cart', cart([]), [], []],
    [
      'aimswebPlus under the minimum, anonymous',
      cart([entry({ aimsweb: true, total: 15 })]),
      [MINIMUM],
      [CHECKED_LATER],
    ],
    [
      'aimswebPlus under the minimum once its discount is taken off, organisation',
      cart([entry({ aimsweb: true, total: 310, discounts: 25 })], 'ORGANIZATION'),
      ['aimswebPlus products need a minimum order total of $300.00. Add $15.00 more to continue.'],
      [],
    ],
    [
      'aimswebPlus at the minimum, organisation',
      cart([entry({ aimsweb: true, total: 300 })], 'ORGANIZATION'),
      [],
      [],
    ],
    [
      'aimswebPlus at the minimum, personal account',
      cart([entry({ aimsweb: true, total: 300, restriction: 'accountType' })], 'PERSONAL'),
      [ORGANISATION_ONLY],
      [],
    ],
    [
      'aimswebPlus under the minimum, personal account: organisation rule first',
      cart([entry({ aimsweb: true, total: 15 })], 'PERSONAL'),
      [ORGANISATION_ONLY, MINIMUM],
      [],
    ],
    [
      'an entry the buyer’s qualification level may not buy',
      cart([entry(), entry({ restriction: 'qualificationLevel' })], 'ORGANIZATION'),
      [QUALIFICATION],
      [],
    ],
    [
      'several such entries: one message',
      cart(
        [
          entry({ restriction: 'qualificationLevel' }),
          entry({ restriction: 'qualificationLevel' }),
        ],
        'PERSONAL',
      ),
      [QUALIFICATION],
      [],
    ],
    [
      'an online training with its details',
      cart([entry({ training: 'withDetails' })], 'PERSONAL'),
      [],
      [],
    ],
    [
      'online trainings without their details: one message',
      cart(
        [
          entry({ training: 'withDetails' }),
          entry({ training: 'withoutDetails' }),
          entry({ training: 'withoutDetails' }),
        ],
        'PERSONAL',
      ),
      [TRAINING],
      [],
    ],
    [
      'everything at once: aimswebPlus first, then the qualification level, then training',
      cart(
        [
          entry({ training: 'withoutDetails' }),
          entry({ aimsweb: true, total: 15 }),
          entry({ restriction: 'qualificationLevel' }),
        ],
        'PERSONAL',
      ),
      [ORGANISATION_ONLY, MINIMUM, QUALIFICATION, TRAINING],
      [],
    ],
  ])('%s', (_name, input, blockers, notices) => {
    const result = checkoutBlockers(input, { locale: 'en-US' });
    expect(texts(result.blockers)).toEqual(blockers);
    expect(texts(result.notices)).toEqual(notices);
  });

  it('converts the minimum on other sites and formats amounts for the locale', () => {
    const result = checkoutBlockers(
      cart([entry({ aimsweb: true, total: 100 })], 'ORGANIZATION', 'GBP'),
      { locale: 'en-GB' },
    );
    expect(result.blockers).toEqual([
      { key: 'aimsweb.minimumEquivalent', params: { minimum: 'US$300.00', shortfall: '£140.00' } },
    ]);
  });

  it('returns keys of the rules catalog, params only where the text has placeholders', () => {
    const result = checkoutBlockers(
      cart(
        [
          entry({ aimsweb: true, total: 300, restriction: 'accountType' }),
          entry({ restriction: 'qualificationLevel' }),
        ],
        'PERSONAL',
      ),
      { locale: 'en-US' },
    );
    expect(result).toEqual({
      blockers: [{ key: 'aimsweb.organisationOnly' }, { key: 'qualification.blocked' }],
      notices: [],
    });
    expect(Object.keys(result.blockers[0]!)).toEqual(['key']);
  });

  it('takes a cart of the cart API as it is', () => {
    const fromApi: Pick<Cart, 'entries' | 'user' | 'totalPrice'> = {
      entries: [],
      user: { uid: 'anonymous' },
      totalPrice: { value: 0, currencyIso: 'USD', formattedValue: '$0.00' },
    };
    expect(checkoutBlockers(fromApi, { locale: 'en-US' })).toEqual({ blockers: [], notices: [] });
  });
});
