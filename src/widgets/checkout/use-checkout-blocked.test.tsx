// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Cart } from '../../api/cart/cart.schema';
import { useCheckoutBlocked } from './use-checkout-blocked';

/** What the rules read of a cart: its lines' brand, totals and restrictions, its owner's account. */
function cart(
  entries: { aimsweb?: boolean; total?: number; restriction?: string }[],
  accountType?: 'PERSONAL' | 'ORGANIZATION',
): Cart {
  return {
    entries: entries.map(({ aimsweb = false, total = 10, restriction }) => ({
      product: { aimsweb },
      totalPrice: { value: total },
      ...(restriction ? { restriction: { reason: restriction } } : {}),
    })),
    user: { accountType },
    totalPrice: { currencyIso: 'USD' },
  } as unknown as Cart;
}

describe('whether a rule keeps the cart from checkout', () => {
  it('judges a cart without aimswebPlus products at once, with no code to fetch', () => {
    const ordinary = renderHook(() => useCheckoutBlocked(cart([{}]), 'en-us'));
    expect(ordinary.result.current).toBe(false);
    const restricted = renderHook(() =>
      useCheckoutBlocked(cart([{ restriction: 'qualificationLevel' }]), 'en-us'),
    );
    expect(restricted.result.current).toBe(true);
  });

  it('waits for the aimswebPlus rules, then applies their minimum spend', async () => {
    const under = renderHook(() =>
      useCheckoutBlocked(cart([{ aimsweb: true, total: 15 }], 'ORGANIZATION'), 'en-us'),
    );
    expect(under.result.current).toBe('loading');
    await waitFor(() => expect(under.result.current).toBe(true));
    const enough = renderHook(() =>
      useCheckoutBlocked(cart([{ aimsweb: true, total: 300 }], 'ORGANIZATION'), 'en-us'),
    );
    await waitFor(() => expect(enough.result.current).toBe(false));
  });

  it('holds back a personal account’s aimswebPlus order', async () => {
    const personal = renderHook(() =>
      useCheckoutBlocked(cart([{ aimsweb: true, total: 400 }], 'PERSONAL'), 'en-us'),
    );
    await waitFor(() => expect(personal.result.current).toBe(true));
  });

  it('has nothing to judge without a cart', () => {
    expect(renderHook(() => useCheckoutBlocked(undefined, 'en-us')).result.current).toBe(false);
  });
});
