import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AddressListSchema, type AddressInput } from '../../api/addresses/address.schema';
import { DeliveryModeListSchema } from '../../api/checkout/checkout.schema';
import { CommerceErrorListSchema } from '../../api/http/occ-errors';
import { resetMockState } from '../handlers';
import {
  CURRENT,
  call,
  cartWith,
  choose,
  expectCheckoutError,
  getCheckout,
  parsed,
  put,
  signIn,
  typed,
} from '../../testing/commerce-backend';

// Where the order goes and what it costs, on the fake backend's checkout: delivery address (book
// or typed), delivery modes per country, billing address, and the totals with sales tax and VAT.
const DANA = 'u-1001';
const MARIA = 'u-1003';
const AROHA = 'u-1005';
const PPVT_FORMS = '0158241926'; // level A, USD 62, discountable

const MODES = `${CURRENT}/carts/current/deliverymodes`;

/** The seed's book address of Maria's whose names the names rule refuses ("Jr." has a full stop). */
const REFUSED_NAMES_ADDRESS = 'addr-1003-accented';

const bookOf = async (token: string) =>
  parsed(await call('GET', `${CURRENT}/addresses`, { token }), 200, AddressListSchema).addresses;

describe('delivery address', () => {
  it("takes an address of the book by id, with names in the request's language", async () => {
    const token = signIn(DANA);
    await cartWith(token, [[PPVT_FORMS, 1]]);
    const state = await choose(token, 'delivery-address', { addressId: 'addr-1001-office' });
    expect(state.deliveryAddress).toMatchObject({
      id: 'addr-1001-office',
      firstName: 'Dana',
      lastName: 'Whitfield',
      companyName: 'Whitfield Psychology',
      line1: '455 Market Street',
      line2: 'Suite 300',
      town: 'San Francisco',
      region: 'CA',
      postalCode: '94105',
      country: 'US',
      countryName: 'United States',
      regionName: 'California',
    });
    expect((await getCheckout(token, '?lang=fr')).deliveryAddress?.countryName).toBe('États-Unis');
    const home = await choose(token, 'delivery-address', { addressId: 'addr-1001-home' });
    // The book's default flags stay in the book.
    expect(home.deliveryAddress?.defaultShipping).toBeUndefined();
    expect(home.deliveryAddress?.defaultBilling).toBeUndefined();
  });

  it('answers OCC’s 400 CartAddressError notValid, naming the id, for an address not in the book', async () => {
    const token = signIn(DANA);
    await cartWith(token, [[PPVT_FORMS, 1]]);
    const refused = await put(token, 'delivery-address', { addressId: 'addr-1003-district' });
    expectCheckoutError(refused, 400, 'addressNotFound', 'addr-1003-district');
    expect(v.parse(CommerceErrorListSchema, refused.body).errors[0]).toMatchObject({
      subjectType: 'address',
      message: 'Address given by id addr-1003-district is not valid',
    });
  });

  it('refuses a book address whose names break the names rule (400 addressNameInvalid)', async () => {
    const token = signIn(MARIA);
    await cartWith(token, [[PPVT_FORMS, 1]]);
    expectCheckoutError(
      await put(token, 'delivery-address', { addressId: REFUSED_NAMES_ADDRESS }),
      400,
      'addressNameInvalid',
    );
    expect((await getCheckout(token)).deliveryAddress).toBeUndefined();
    // The Japan/Philippines note's address is fine.
    const manila = await choose(token, 'delivery-address', { addressId: 'addr-1003-manila' });
    expect(manila.deliveryAddress).toMatchObject({ country: 'PH', countryName: 'Philippines' });
  });

  it('takes a typed address: kept on the cart, or added to the book when asked', async () => {
    const token = signIn(DANA);
    await cartWith(token, [[PPVT_FORMS, 1]]);
    const kept = await choose(token, 'delivery-address', {
      address: typed(),
      saveInAddressBook: false,
    });
    expect(kept.deliveryAddress).toMatchObject({
      line1: '700 Burnside Street',
      regionName: 'Oregon',
    });
    expect(kept.deliveryAddress?.id).toMatch(/^addr-cart-\d+$/);
    expect((await bookOf(token)).map((a) => a.id)).toEqual(['addr-1001-home', 'addr-1001-office']);

    const saved = await choose(token, 'delivery-address', {
      address: typed({
        country: 'CA',
        region: 'ON',
        town: 'Toronto',
        line1: '100 Queen Street West',
        postalCode: 'm5h 2n2',
      }),
      saveInAddressBook: true,
    });
    expect(saved.deliveryAddress).toMatchObject({ postalCode: 'M5H 2N2', countryName: 'Canada' });
    expect(saved.deliveryAddress?.id).toMatch(/^addr-new-\d+$/);
    expect((await bookOf(token)).map((a) => a.id)).toEqual([
      'addr-1001-home',
      'addr-1001-office',
      saved.deliveryAddress?.id,
    ]);
  });

  it('refuses a typed address that breaks a rule: 400 invalid, subject the first failing field', async () => {
    const token = signIn(DANA);
    await cartWith(token, [[PPVT_FORMS, 1]]);
    const deliver = (address: unknown) =>
      put(token, 'delivery-address', { address, saveInAddressBook: true });
    expectCheckoutError(await deliver(typed({ firstName: 'D4na' })), 400, 'invalid', 'firstName');
    expectCheckoutError(
      await deliver(typed({ lastName: 'W'.repeat(61) })),
      400,
      'invalid',
      'lastName',
    );
    expectCheckoutError(await deliver(typed({ country: '' })), 400, 'invalid', 'country');
    expectCheckoutError(await deliver(typed({ region: 'ZZ' })), 400, 'invalid', 'region');
    expectCheckoutError(await deliver(typed({ town: '' })), 400, 'invalid', 'town');
    expectCheckoutError(await deliver(typed({ line1: 'PO Box 77' })), 400, 'invalid', 'line1');
    expectCheckoutError(await deliver(typed({ line1: 'x'.repeat(241) })), 400, 'invalid', 'line1');
    expectCheckoutError(await deliver(typed({ line2: 'P.O.B. 4' })), 400, 'invalid', 'line2');
    expectCheckoutError(await deliver(typed({ postalCode: '9720' })), 400, 'invalid', 'postalCode');
    expectCheckoutError(
      await deliver(typed({ companyName: 'Burnside Clinic', line1: '700 Burnside Clinic Road' })),
      400,
      'invalid',
      'line1',
    );
    expectCheckoutError(await put(token, 'delivery-address', {}), 400, 'invalid', 'addressId');
    expect((await bookOf(token)).length).toBe(2);
    expect((await getCheckout(token)).deliveryAddress).toBeUndefined();
  });

  it('clears a delivery mode the new country does not offer, and keeps one it does', async () => {
    const token = signIn(DANA);
    await cartWith(token, [[PPVT_FORMS, 1]]);
    await choose(token, 'delivery-address', { addressId: 'addr-1001-home' });
    await choose(token, 'delivery-mode', { code: 'ground' });
    const canada = await choose(token, 'delivery-address', {
      address: typed({
        country: 'CA',
        region: 'ON',
        town: 'Toronto',
        line1: '100 Queen Street West',
        postalCode: 'M5H 2N2',
      }),
      saveInAddressBook: false,
    });
    expect(canada.deliveryMode?.code).toBe('ground');
    const nz = await choose(token, 'delivery-address', {
      address: typed({
        country: 'NZ',
        region: '',
        town: 'Auckland',
        line1: '12 Queen Street',
        postalCode: '1010',
      }),
      saveInAddressBook: false,
    });
    expect(nz.deliveryMode).toBeUndefined();
    expect(nz.totals.deliveryCost).toBeUndefined();
  });
});

describe('delivery modes', () => {
  it('are none before a delivery address, as OCC answers; choosing one is refused', async () => {
    const token = signIn(DANA);
    await cartWith(token, [[PPVT_FORMS, 1]]);
    expect(parsed(await call('GET', MODES, { token }), 200, DeliveryModeListSchema)).toEqual({
      deliveryModes: [],
    });
    // A platform that leaves the empty list out is read the same.
    expect(v.parse(DeliveryModeListSchema, {})).toEqual({ deliveryModes: [] });
    // OCC offers no mode before an address: setting one is its UnsupportedDeliveryModeError.
    expectCheckoutError(
      await put(token, 'delivery-mode', { code: 'ground' }),
      400,
      'deliveryModeUnavailable',
    );
  });

  it('offers ground and expedited in the US and Canada, international modes elsewhere', async () => {
    const token = signIn(DANA);
    await cartWith(token, [[PPVT_FORMS, 1]]);
    await choose(token, 'delivery-address', { addressId: 'addr-1001-home' });
    const us = parsed(
      await call('GET', `${MODES}?lang=en`, { token }),
      200,
      DeliveryModeListSchema,
    );
    expect(us.deliveryModes).toEqual([
      {
        code: 'ground',
        name: 'Ground',
        description: '10-15 business days',
        deliveryCost: { value: 10, currencyIso: 'USD', formattedValue: '$10.00' },
      },
      {
        code: 'expedited',
        name: 'Expedited',
        description: '3-5 business days',
        deliveryCost: { value: 20, currencyIso: 'USD', formattedValue: '$20.00' },
      },
    ]);
    const french = parsed(
      await call('GET', `${MODES}?lang=fr`, { token }),
      200,
      DeliveryModeListSchema,
    );
    expect(french.deliveryModes.map((m) => [m.name, m.description])).toEqual([
      ['Standard', '10 à 15 jours ouvrables'],
      ['Accéléré', '3 à 5 jours ouvrables'],
    ]);
    const canadian = parsed(
      await call('GET', `${MODES}?lang=en`, { token, site: 'caassessments' }),
      200,
      DeliveryModeListSchema,
    );
    expect(
      canadian.deliveryModes.map((m) => [m.code, m.deliveryCost.value, m.deliveryCost.currencyIso]),
    ).toEqual([
      ['ground', 13.5, 'CAD'],
      ['expedited', 27, 'CAD'],
    ]);

    const kiwi = signIn(AROHA);
    await cartWith(kiwi, [[PPVT_FORMS, 1]]);
    await choose(kiwi, 'delivery-address', { addressId: 'addr-1005-home' });
    const nz = parsed(
      await call('GET', `${MODES}?lang=en`, { token: kiwi }),
      200,
      DeliveryModeListSchema,
    );
    expect(
      nz.deliveryModes.map((m) => [m.code, m.name, m.description, m.deliveryCost.value]),
    ).toEqual([
      ['international-standard', 'International standard', '10-20 business days', 25],
      ['international-express', 'International express', '5-7 business days', 45],
    ]);
    const nzd = parsed(
      await call('GET', MODES, { token: kiwi, site: 'nzassessments' }),
      200,
      DeliveryModeListSchema,
    );
    expect(nzd.deliveryModes.map((m) => m.deliveryCost.formattedValue)).toEqual([
      '$41.25',
      '$74.25',
    ]);
  });

  it('takes a mode offered for the address (400 deliveryModeUnavailable otherwise)', async () => {
    const token = signIn(DANA);
    await cartWith(token, [[PPVT_FORMS, 1]]);
    await choose(token, 'delivery-address', { addressId: 'addr-1001-home' });
    expectCheckoutError(
      await put(token, 'delivery-mode', { code: 'international-express' }),
      400,
      'deliveryModeUnavailable',
    );
    expectCheckoutError(
      await put(token, 'delivery-mode', { code: 'teleport' }),
      400,
      'deliveryModeUnavailable',
    );
    const state = await choose(
      token,
      'delivery-mode',
      { code: 'expedited' },
      { query: '?lang=es' },
    );
    expect(state.deliveryMode).toEqual({
      code: 'expedited',
      name: 'Urgente',
      description: '3-5 días hábiles',
      deliveryCost: { value: 20, currencyIso: 'USD', formattedValue: '$20.00' },
    });
  });
});

describe('billing address', () => {
  it('"same as shipping" needs a delivery address and follows it', async () => {
    const token = signIn(DANA);
    await cartWith(token, [[PPVT_FORMS, 1]]);
    expectCheckoutError(
      await put(token, 'billing-address', { sameAsShipping: true }),
      400,
      'deliveryAddressMissing',
    );
    await choose(token, 'delivery-address', { addressId: 'addr-1001-home' });
    const same = await choose(token, 'billing-address', { sameAsShipping: true });
    expect(same.billingSameAsShipping).toBe(true);
    expect(same.billingAddress?.id).toBe('addr-1001-home');
    const moved = await choose(token, 'delivery-address', { addressId: 'addr-1001-office' });
    expect(moved.billingAddress?.id).toBe('addr-1001-office');
    expect(moved.billingSameAsShipping).toBe(true);
    expectCheckoutError(
      await put(token, 'billing-address', { sameAsShipping: false }),
      400,
      'invalid',
    );
  });

  it('takes a book address or a typed one with the delivery address rules', async () => {
    const token = signIn(MARIA);
    await cartWith(token, [[PPVT_FORMS, 1]]);
    await choose(token, 'delivery-address', { addressId: 'addr-1003-manila' });
    const byId = await choose(token, 'billing-address', { addressId: 'addr-1003-district' });
    expect(byId.billingAddress?.id).toBe('addr-1003-district');
    expect(byId.billingSameAsShipping).toBe(false);
    expect(byId.deliveryAddress?.id).toBe('addr-1003-manila');
    expectCheckoutError(
      await put(token, 'billing-address', { addressId: REFUSED_NAMES_ADDRESS }),
      400,
      'addressNameInvalid',
    );
    expectCheckoutError(
      await put(token, 'billing-address', { addressId: 'addr-1001-home' }),
      400,
      'addressNotFound',
      'addr-1001-home',
    );
    const address = typed({
      firstName: 'Maria',
      lastName: 'Alvarez',
      region: 'CA',
      town: 'Riverside',
      line1: '10 Orange Street',
      postalCode: '92501',
    });
    expectCheckoutError(
      await put(token, 'billing-address', {
        address: { ...address, postalCode: 'ABCDE' },
        saveInAddressBook: false,
      }),
      400,
      'invalid',
      'postalCode',
    );
    const typedBilling = await choose(token, 'billing-address', {
      address,
      saveInAddressBook: false,
    });
    expect(typedBilling.billingAddress).toMatchObject({
      line1: '10 Orange Street',
      regionName: 'California',
    });
    // The seed's three: the typed address was not added to the book.
    expect((await bookOf(token)).length).toBe(3);
  });
});

describe('totals, sales tax and VAT', () => {
  /** Dana's cart of one PPVT-5 form pack (USD 62, no discount) delivered to `address` by `mode`. */
  async function totalsFor(address: AddressInput, mode: string, accountNumber?: string) {
    resetMockState(); // a fresh cart each time
    const token = signIn(DANA);
    await cartWith(token, [[PPVT_FORMS, 1]]);
    if (accountNumber)
      await choose(token, 'customer-account', { accountNumber, termsAccepted: true });
    await choose(token, 'delivery-address', { address, saveInAddressBook: false });
    return (await choose(token, 'delivery-mode', { code: mode })).totals;
  }

  it('charges US sales tax of 7.25% on subtotal − discounts + delivery, rounded to cents', async () => {
    const token = signIn(DANA);
    await cartWith(token, [[PPVT_FORMS, 1]]);
    await choose(token, 'delivery-address', { addressId: 'addr-1001-home' });
    const beforeMode = (await getCheckout(token)).totals;
    expect([beforeMode.totalTax.value, beforeMode.totalPrice.value]).toEqual([4.5, 66.5]);
    const totals = (await choose(token, 'delivery-mode', { code: 'ground' })).totals;
    expect(totals).toEqual({
      subTotal: { value: 62, currencyIso: 'USD', formattedValue: '$62.00' },
      totalDiscounts: { value: 0, currencyIso: 'USD', formattedValue: '$0.00' },
      deliveryCost: { value: 10, currencyIso: 'USD', formattedValue: '$10.00' },
      totalTax: { value: 5.22, currencyIso: 'USD', formattedValue: '$5.22' },
      totalVat: { value: 0, currencyIso: 'USD', formattedValue: '$0.00' },
      totalPrice: { value: 77.22, currencyIso: 'USD', formattedValue: '$77.22' },
    });
    // Discounts come off the base.
    const cartCode = (await getCheckout(token)).cartCode;
    await call('POST', `${CURRENT}/carts/${cartCode}/vouchers?voucherId=SAVE10`, { token });
    const discounted = (await getCheckout(token)).totals;
    expect([
      discounted.totalDiscounts.value,
      discounted.totalTax.value,
      discounted.totalPrice.value,
    ]).toEqual([6.2, 4.77, 70.57]);
  });

  it('charges no sales tax in DE, MT, NH, OR and AK', async () => {
    const places: [string, string, string][] = [
      ['DE', 'Dover', '19901'],
      ['MT', 'Helena', '59601'],
      ['NH', 'Concord', '03301'],
      ['OR', 'Portland', '97201'],
      ['AK', 'Juneau', '99801'],
    ];
    for (const [region, town, postalCode] of places) {
      const totals = await totalsFor(typed({ region, town, postalCode }), 'ground');
      expect([region, totals.totalTax.value, totals.totalPrice.value]).toEqual([region, 0, 72]);
    }
  });

  it('charges the sales tax of CA 5%, AU 10%, NZ 15%, JP 10%, and none elsewhere', async () => {
    const canada = await totalsFor(
      typed({
        country: 'CA',
        region: 'ON',
        town: 'Toronto',
        line1: '100 Queen Street West',
        postalCode: 'M5H 2N2',
      }),
      'ground',
    );
    expect([canada.totalTax.value, canada.totalVat.value, canada.totalPrice.value]).toEqual([
      3.6, 0, 75.6,
    ]);
    const australia = await totalsFor(
      typed({
        country: 'AU',
        region: 'NSW',
        town: 'Sydney',
        line1: '1 Macquarie Street',
        postalCode: '2000',
      }),
      'international-standard',
    );
    expect([australia.totalTax.value, australia.totalPrice.value]).toEqual([8.7, 95.7]);
    const nz = await totalsFor(
      typed({
        country: 'NZ',
        region: '',
        town: 'Auckland',
        line1: '12 Queen Street',
        postalCode: '1010',
      }),
      'international-express',
    );
    expect([nz.totalTax.value, nz.totalPrice.value]).toEqual([16.05, 123.05]);
    const japan = await totalsFor(
      typed({
        country: 'JP',
        region: '13',
        town: 'Chiyoda',
        line1: '1-1 Marunouchi',
        postalCode: '1000005',
      }),
      'international-standard',
    );
    expect([japan.totalTax.value, japan.totalPrice.value]).toEqual([8.7, 95.7]);
    const philippines = await totalsFor(
      typed({
        country: 'PH',
        region: '',
        town: 'Manila',
        line1: '1 Harbor Way',
        postalCode: '1000',
      }),
      'international-standard',
    );
    expect([
      philippines.totalTax.value,
      philippines.totalVat.value,
      philippines.totalPrice.value,
    ]).toEqual([0, 0, 87]);
  });

  it('charges VAT, not sales tax, in GB (20%) and IE (23%)', async () => {
    const britain = await totalsFor(
      typed({
        country: 'GB',
        region: '',
        town: 'London',
        line1: '10 Downing Street',
        postalCode: 'sw1a2aa',
      }),
      'international-standard',
    );
    expect([britain.totalTax.value, britain.totalVat.value, britain.totalPrice.value]).toEqual([
      0, 17.4, 104.4,
    ]);
    const ireland = await totalsFor(
      typed({
        country: 'IE',
        region: '',
        town: 'Dublin',
        line1: '1 Grafton Street',
        postalCode: 'D02X285',
      }),
      'international-standard',
    );
    expect([ireland.totalTax.value, ireland.totalVat.value, ireland.totalPrice.value]).toEqual([
      0, 20.01, 107.01,
    ]);
  });

  it('charges a tax-exempt account no sales tax; VAT still applies', async () => {
    // Northfield Children's Hospital (3690) is tax-exempt.
    const us = await totalsFor(
      typed({ region: 'IL', town: 'Springfield', postalCode: '62704' }),
      'ground',
      '3690',
    );
    expect([us.totalTax.value, us.totalPrice.value]).toEqual([0, 72]);
    const britain = await totalsFor(
      typed({
        country: 'GB',
        region: '',
        town: 'London',
        line1: '10 Downing Street',
        postalCode: 'SW1A 2AA',
      }),
      'international-standard',
      '3690',
    );
    expect([britain.totalTax.value, britain.totalVat.value]).toEqual([0, 17.4]);
    // The same shopper and address on a taxed account.
    const taxed = await totalsFor(
      typed({ region: 'IL', town: 'Springfield', postalCode: '62704' }),
      'ground',
      'TMPHARBOR001',
    );
    expect(taxed.totalTax.value).toBe(5.22);
  });
});
