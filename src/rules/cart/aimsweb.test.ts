import { describe, expect, it } from 'vitest';
import type { CartEntry } from '../../api/cart/cart.schema';
import {
  AIMSWEB_MINIMUM_USD,
  USD_RATES,
  aimswebCartInput,
  aimswebNotices,
  aimswebSubtotal,
  type AimswebCartEntry,
} from './aimsweb';
import { formatMoney } from '../money/price-format';
import { cartMessages } from './cart.messages';
import { translator } from '../../core/i18n/messages';
import { CURRENCY_BY_BASE_SITE } from '../../core/locale/locales';
import { AIMSWEB_MINIMUM_USD as SEED_MINIMUM } from '../../mocks/db/seed-products';

const en = translator(cartMessages, 'en');

function entry(aimsweb: boolean, total: number, discounts = 0): AimswebCartEntry {
  return {
    product: { aimsweb },
    totalPrice: { value: total },
    totalDiscounts: { value: discounts },
  };
}

describe('aimswebPlus minimum (spec sections 5 and 9: $300)', () => {
  it('is $300, as the fake backend says', () => {
    expect(AIMSWEB_MINIMUM_USD).toBe(300);
    expect(SEED_MINIMUM).toBe(AIMSWEB_MINIMUM_USD);
  });

  it('has a rate for every site currency', () => {
    for (const currency of Object.values(CURRENCY_BY_BASE_SITE)) {
      expect(USD_RATES[currency], currency).toBeGreaterThan(0);
    }
  });

  it('sums aimswebPlus entries only, net of their discounts, in cents', () => {
    expect(aimswebSubtotal([entry(true, 150.1), entry(false, 1000), entry(true, 150.2, 0.3)])).toBe(
      300,
    );
    expect(aimswebSubtotal([])).toBe(0);
  });

  it('no aimswebPlus product: nothing to say', () => {
    expect(
      aimswebNotices({
        hasAimsweb: false,
        aimswebSubtotal: 0,
        currency: 'USD',
        accountType: 'PERSONAL',
      }),
    ).toEqual([]);
  });

  it('USD site under the minimum: blocking notice with the shortfall', () => {
    const notices = aimswebNotices({
      hasAimsweb: true,
      aimswebSubtotal: 262.5,
      currency: 'USD',
      accountType: 'ORGANIZATION',
    });
    expect(notices).toEqual([
      {
        rule: 'minimum',
        blocking: true,
        key: 'aimsweb.minimum',
        params: { minimum: '$300.00', shortfall: '$37.50' },
      },
    ]);
    expect(en(notices[0]!.key, notices[0]!.params)).toBe(
      'aimswebPlus products need a minimum order total of $300.00. Add $37.50 more to continue.',
    );
  });

  it('USD site at or over the minimum: nothing', () => {
    for (const subtotal of [300, 300.004, 1000]) {
      expect(
        aimswebNotices({
          hasAimsweb: true,
          aimswebSubtotal: subtotal,
          currency: 'USD',
          accountType: 'ORGANIZATION',
        }),
      ).toEqual([]);
    }
    expect(
      aimswebNotices({
        hasAimsweb: true,
        aimswebSubtotal: 299.99,
        currency: 'usd',
        accountType: 'ORGANIZATION',
      }),
    ).toHaveLength(1);
  });

  it('non-USD site: the USD minimum converted at the site rate', () => {
    // 300 USD × 1.35 = 405.00 CAD.
    const base = { hasAimsweb: true, currency: 'CAD', accountType: 'ORGANIZATION' } as const;
    expect(aimswebNotices({ ...base, aimswebSubtotal: 405 })).toEqual([]);
    const notices = aimswebNotices({ ...base, aimswebSubtotal: 400, locale: 'en-CA' });
    expect(notices).toEqual([
      {
        rule: 'minimum',
        blocking: true,
        key: 'aimsweb.minimumEquivalent',
        params: { minimum: 'US$300.00', shortfall: '$5.00' },
      },
    ]);
    expect(en(notices[0]!.key, notices[0]!.params)).toBe(
      'aimswebPlus products need a minimum order total of the equivalent of US$300.00. Add about $5.00 more to continue.',
    );
    // A rate from the platform wins over the built-in table.
    expect(aimswebNotices({ ...base, aimswebSubtotal: 400, usdRate: 1.3 })).toEqual([]);
  });

  it('every site currency: just under the equivalent is refused, the equivalent is accepted', () => {
    for (const currency of new Set(Object.values(CURRENCY_BY_BASE_SITE))) {
      const minimum = Math.round(AIMSWEB_MINIMUM_USD * USD_RATES[currency]! * 100) / 100;
      const input = { hasAimsweb: true, currency, accountType: 'ORGANIZATION' } as const;
      expect(aimswebNotices({ ...input, aimswebSubtotal: minimum }), currency).toEqual([]);
      expect(
        aimswebNotices({ ...input, aimswebSubtotal: minimum - 0.01 })[0],
        currency,
      ).toMatchObject({ rule: 'minimum', blocking: true });
    }
  });

  it('unknown currency: says the minimum exists, does not block', () => {
    expect(
      aimswebNotices({
        hasAimsweb: true,
        aimswebSubtotal: 10,
        currency: 'JPY',
        accountType: 'ORGANIZATION',
      }),
    ).toEqual([
      {
        rule: 'minimum',
        blocking: false,
        key: 'aimsweb.minimumInfo',
        params: { minimum: '$300.00' },
      },
    ]);
    expect(en('aimsweb.minimumInfo', { minimum: '$300.00' })).toBe(
      'aimswebPlus products need a minimum order total of the equivalent of $300.00.',
    );
  });
});

describe('aimswebPlus is for organisational accounts only (spec section 6)', () => {
  const base = { hasAimsweb: true, aimswebSubtotal: 500, currency: 'USD' } as const;

  it('personal account: blocking notice before checkout', () => {
    const notices = aimswebNotices({ ...base, accountType: 'PERSONAL' });
    expect(notices).toEqual([
      { rule: 'organisationOnly', blocking: true, key: 'aimsweb.organisationOnly' },
    ]);
    expect(en(notices[0]!.key)).toBe('Only organisational accounts can buy aimswebPlus products.');
  });

  it('organisation account: nothing', () => {
    expect(aimswebNotices({ ...base, accountType: 'ORGANIZATION' })).toEqual([]);
  });

  it('account unknown (anonymous or not chosen): information only', () => {
    expect(aimswebNotices({ ...base, accountType: undefined })).toEqual([
      { rule: 'organisationOnly', blocking: false, key: 'aimsweb.organisationCheckedLater' },
    ]);
  });

  it('both rules at once: blocking notices first', () => {
    const notices = aimswebNotices({ ...base, aimswebSubtotal: 10, accountType: undefined });
    expect(notices.map((n) => [n.key, n.blocking])).toEqual([
      ['aimsweb.minimum', true],
      ['aimsweb.organisationCheckedLater', false],
    ]);
    const personal = aimswebNotices({ ...base, aimswebSubtotal: 10, accountType: 'PERSONAL' });
    expect(personal.map((n) => n.key)).toEqual(['aimsweb.organisationOnly', 'aimsweb.minimum']);
  });
});

describe('from the cart API', () => {
  it('aimswebCartInput reads CartEntry objects as they are', () => {
    const price = (value: number) => ({ value, currencyIso: 'USD', formattedValue: `$${value}` });
    const product = (aimsweb: boolean) => ({
      code: 'X',
      isbn13: '',
      name: 'x',
      programName: 'p',
      qualificationLevel: 'A' as const,
      aimsweb,
      digital: false,
      buyableOnline: true,
      minOrderQuantity: 1,
      maxOrderQuantity: 999,
    });
    const entries: CartEntry[] = [
      {
        entryNumber: 0,
        product: product(true),
        quantity: 20,
        basePrice: price(7.5),
        totalPrice: price(150),
        totalDiscounts: price(0),
        notDiscountable: true,
      },
      {
        entryNumber: 1,
        product: product(false),
        quantity: 1,
        basePrice: price(500),
        totalPrice: price(500),
        totalDiscounts: price(50),
        notDiscountable: false,
      },
    ];
    const input = aimswebCartInput(entries, { currency: 'USD', accountType: 'ORGANIZATION' });
    expect(input).toMatchObject({ hasAimsweb: true, aimswebSubtotal: 150 });
    expect(aimswebNotices(input)[0]?.params).toEqual({
      minimum: '$300.00',
      shortfall: '$150.00',
    });
  });

  it('formatMoney never throws', () => {
    expect(formatMoney(5, 'EUR', 'nl-NL')).toMatch(/5,00/);
    expect(formatMoney(5, 'NOT-A-CURRENCY')).toBe('5.00 NOT-A-CURRENCY');
    expect(formatMoney(5, 'USD', 'not a locale!')).toBe('5.00 USD');
  });
});
