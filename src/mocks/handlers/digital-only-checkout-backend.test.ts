import { describe, expect, it } from 'vitest';
import { getCheckout, put, signIn } from '../../testing/commerce-backend';
import {
  DANA_PERSONAL,
  DIGITAL_STIMULUS,
  PPVT_FORMS,
  place,
  placed,
} from '../../testing/order-backend';
import { cartWith, choose } from '../../testing/commerce-backend';

// A cart of online products only ships nothing: no shipping address, method or cost, taxed where
// the buyer is billed, ordered without a delivery.

/** Dana's personal checkout up to the billing address, with `lines` in the cart. */
async function chooseUpToBilling(
  token: string,
  lines: readonly (readonly [string, number])[],
): Promise<void> {
  await cartWith(token, lines);
  await choose(token, 'customer-account', { accountId: DANA_PERSONAL.accountId });
  await choose(token, 'qualified-user', { userId: DANA_PERSONAL.userId });
}

describe('a cart of online products only', () => {
  it('needs no shipping: the order is placed with the billing address alone, no delivery, no shipping cost', async () => {
    const token = signIn(DANA_PERSONAL.userId);
    await chooseUpToBilling(token, [[DIGITAL_STIMULUS, 1]]);
    const before = await getCheckout(token);
    expect(before.requires.shipping).toBe(false);

    await choose(token, 'billing-address', { addressId: DANA_PERSONAL.addressId });
    const state = await choose(token, 'terms', { accepted: true });
    expect(state.deliveryAddress).toBeUndefined();
    expect(state.deliveryMode).toBeUndefined();
    expect(state.totals.deliveryCost).toBeUndefined();
    // Taxed where Dana is billed (Illinois, 7.25 %): $325.00 → $23.56.
    expect(state.totals.totalTax.value).toBeCloseTo(23.56, 2);

    const order = placed(await place(token, { type: 'BANK_TRANSFER' }));
    expect(order.deliveryAddress).toBeUndefined();
    expect(order.deliveryMode).toBeUndefined();
    expect(order.billingAddress.line1).toBeTruthy();
    expect(order.entries[0]?.accessCodes).toHaveLength(1);
  });

  it('has no shipping address to be the same as', async () => {
    const token = signIn(DANA_PERSONAL.userId);
    await chooseUpToBilling(token, [[DIGITAL_STIMULUS, 1]]);
    const answer = await put(token, 'billing-address', { sameAsShipping: true });
    expect(answer.status).toBe(400);
  });

  it('needs shipping again once something physical joins it', async () => {
    const token = signIn(DANA_PERSONAL.userId);
    await chooseUpToBilling(token, [
      [DIGITAL_STIMULUS, 1],
      [PPVT_FORMS, 1],
    ]);
    expect((await getCheckout(token)).requires.shipping).toBe(true);
    await choose(token, 'billing-address', { addressId: DANA_PERSONAL.addressId });
    const terms = await put(token, 'terms', { accepted: true });
    expect(terms.status).toBe(400);
    expect(JSON.stringify(terms.body)).toContain('deliveryAddressMissing');
  });
});
