import { describe, expect, it } from 'vitest';
import { addBusinessDays, newAccessCode } from '../db/order-entries';
import { signIn } from '../../testing/commerce-backend';
import {
  ASDO_MANUAL,
  DANA_PERSONAL,
  DIGITAL_STIMULUS,
  PPVT_FORMS,
  place,
  placed,
  readyToOrder,
} from '../../testing/order-backend';

// The ordered products of an order (src/mocks/db/order-entries.ts): seats and one access code per
// unit for digital products, two business days to ship from stock, the release date of a product
// not released yet.
const ACCESS_CODE = /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/;

describe('business days', () => {
  it.each([
    ['2026-03-02', '2026-03-04'], // Monday → Wednesday
    ['2026-03-05', '2026-03-09'], // Thursday → Monday
    ['2026-03-06', '2026-03-10'], // Friday → Tuesday
    ['2026-03-07', '2026-03-10'], // Saturday → Tuesday
    ['2026-03-08', '2026-03-10'], // Sunday → Tuesday
    ['2026-12-31', '2027-01-04'], // Thursday, over the new year
  ])('two business days after %s: %s', (date, expected) => {
    expect(addBusinessDays(date, 2)).toBe(expected);
  });
});

describe('access codes', () => {
  it('are three groups of four letters and digits, and differ', () => {
    const codes = Array.from({ length: 50 }, newAccessCode);
    for (const code of codes) expect(code).toMatch(ACCESS_CODE);
    expect(new Set(codes).size).toBe(50);
  });
});

describe('the entries of an order', () => {
  it('give a digital product seats and one access code per unit, a physical one its dates', async () => {
    const token = signIn('u-1001');
    await readyToOrder(token, DANA_PERSONAL, [
      [DIGITAL_STIMULUS, 3],
      [PPVT_FORMS, 2],
      [ASDO_MANUAL, 1],
    ]);
    const order = placed(await place(token, { type: 'BANK_TRANSFER' }));
    const [digital, physical, unreleased] = order.entries;
    expect(digital).toMatchObject({ product: { code: DIGITAL_STIMULUS }, quantity: 3, seats: 3 });
    expect(digital?.accessCodes).toHaveLength(3);
    for (const code of digital?.accessCodes ?? []) expect(code).toMatch(ACCESS_CODE);
    expect(new Set(digital?.accessCodes).size).toBe(3);
    expect(digital?.estimatedToShip).toBeUndefined();
    expect(digital?.estimatedRelease).toBeUndefined();

    expect(physical).toMatchObject({ product: { code: PPVT_FORMS }, quantity: 2, accessCodes: [] });
    expect(physical?.seats).toBeUndefined();
    expect(physical?.estimatedToShip).toBe(addBusinessDays(order.created.slice(0, 10), 2));
    expect(physical?.estimatedRelease).toBeUndefined();

    expect(unreleased).toMatchObject({
      product: { code: ASDO_MANUAL },
      estimatedRelease: '2027-03-01',
      accessCodes: [],
    });
    expect(unreleased?.estimatedToShip).toBeUndefined();
    expect(order.entries.map((entry) => entry.notDiscountable)).toEqual([true, false, false]);
  });
});
