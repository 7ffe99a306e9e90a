import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AddressListSchema,
  AddressSchema,
  toOccAddress,
  type AddressInput,
} from '../../api/addresses/address.schema';
import {
  AddressSuggestionsSchema,
  AddressVerificationSchema,
} from '../../api/addresses/address-services.schema';
import { CartSchema } from '../../testing/occ-wire';
import {
  CURRENT,
  call,
  cartWith,
  expectCheckoutError,
  parsed,
  signIn,
} from '../../testing/commerce-backend';

// The address endpoints of the fake backend (src/mocks/handlers/addresses.ts): address books of
// src/mocks/db/seed-addresses.ts, the verification service and the autosuggest.
const DANA = 'u-1001';
const MARIA = 'u-1003';
const PPVT_FORMS = '0158241926';

const book = async (token: string, lang?: string) =>
  parsed(
    await call('GET', `${CURRENT}/addresses${lang ? `?lang=${lang}` : ''}`, { token }),
    200,
    AddressListSchema,
  ).addresses;

const typed = (overrides: Partial<AddressInput> = {}): AddressInput => ({
  firstName: 'Dana',
  lastName: 'Whitfield',
  country: 'US',
  region: 'NY',
  town: 'New York',
  line1: '350 Fifth Avenue',
  line2: 'Floor 20',
  postalCode: '10118',
  ...overrides,
});

/** What the client sends: a typed address as OCC's AddressWsDTO; anything else as it is. */
const asSent = (address: unknown) =>
  typeof address === 'object' && address !== null && 'postalCode' in address
    ? toOccAddress(address as AddressInput)
    : address;

describe('address book', () => {
  it("lists the shopper's addresses with country and region names in the request's language", async () => {
    const token = signIn(MARIA);
    const addresses = await book(token);
    expect(addresses.map((a) => [a.id, a.firstName, a.lastName, a.country, a.countryName])).toEqual(
      [
        ['addr-1003-district', 'Maria', 'Alvarez', 'US', 'United States'],
        ['addr-1003-accented', 'Maria', 'Álvarez Jr.', 'US', 'United States'],
        ['addr-1003-manila', 'Maria', 'Alvarez', 'PH', 'Philippines'],
      ],
    );
    expect(addresses[0]).toEqual({
      id: 'addr-1003-district',
      firstName: 'Maria',
      lastName: 'Alvarez',
      companyName: 'Riverside Unified School District',
      country: 'US',
      region: 'CA',
      town: 'Riverside',
      line1: '3380 14th Street',
      line2: '',
      line3: '',
      postalCode: '92501',
      countryName: 'United States',
      regionName: 'California',
      defaultShipping: true,
      defaultBilling: true,
    });
    // No regions in the Philippines: no region name.
    expect(addresses[2]?.regionName).toBeUndefined();
    const french = await book(token, 'fr');
    expect(french.map((a) => a.countryName)).toEqual(['États-Unis', 'États-Unis', 'Philippines']);
    expect((await book(token, 'es'))[0]?.countryName).toBe('Estados Unidos');

    const dana = await book(signIn(DANA));
    expect(dana.map((a) => [a.id, a.line1, a.line2, a.town, a.region, a.postalCode])).toEqual([
      ['addr-1001-home', '120 Maple Avenue', 'Apt 4B', 'Springfield', 'IL', '62704'],
      ['addr-1001-office', '455 Market Street', 'Suite 300', 'San Francisco', 'CA', '94105'],
    ]);
    expect(dana[1]).toMatchObject({
      companyName: 'Whitfield Psychology',
      regionName: 'California',
    });
    expect(dana[1]?.defaultShipping).toBeUndefined();
    const singapore = await book(signIn('u-1004'));
    expect(singapore[0]).toMatchObject({
      id: 'addr-1004-clinic',
      country: 'SG',
      countryName: 'Singapore',
    });
    expect((await book(signIn('u-1005')))[0]?.id).toBe('addr-1005-home');
    expect((await book(signIn('u-1002')))[0]?.id).toBe('addr-1002-home');
    expect((await book(signIn('u-1006')))[0]?.id).toBe('addr-1006-office');
  });

  it('adds an address that passes the address and names rules, normalised, each time it is sent', async () => {
    const token = signIn(DANA);
    const add = (address: unknown, requestId?: string) =>
      call('POST', `${CURRENT}/addresses`, { token, body: asSent(address), requestId });
    const created = parsed(
      await add(
        typed({
          country: 'CA',
          region: 'ON',
          town: 'Toronto',
          line1: '100 Queen Street West',
          postalCode: 'm5h2n2',
        }),
        'add-1',
      ),
      201,
      AddressSchema,
    );
    expect(created).toMatchObject({
      postalCode: 'M5H 2N2',
      countryName: 'Canada',
      regionName: 'Ontario',
    });
    expect(created.id).toMatch(/^addr-new-\d+$/);
    // As OCC, nothing is replayed: the same request id adds again.
    const again = parsed(await add(typed(), 'add-1'), 201, AddressSchema);
    expect(again.id).not.toBe(created.id);
    expect((await book(token)).map((a) => a.id)).toEqual([
      'addr-1001-home',
      'addr-1001-office',
      created.id,
      again.id,
    ]);
  });

  it('refuses an address that breaks a rule: 400 invalid, subject the first failing field', async () => {
    const token = signIn(DANA);
    const add = (address: unknown) =>
      call('POST', `${CURRENT}/addresses`, { token, body: asSent(address) });
    expectCheckoutError(await add(typed({ firstName: 'Zoë2' })), 400, 'invalid', 'firstName');
    expectCheckoutError(await add(typed({ lastName: '' })), 400, 'invalid', 'lastName');
    expectCheckoutError(await add(typed({ country: 'DE' })), 400, 'invalid', 'country');
    expectCheckoutError(await add(typed({ region: '' })), 400, 'invalid', 'region');
    expectCheckoutError(await add(typed({ town: 'x'.repeat(101) })), 400, 'invalid', 'town');
    expectCheckoutError(await add(typed({ line1: 'P.O. Box 12' })), 400, 'invalid', 'line1');
    expectCheckoutError(
      await add(typed({ line1: '350 Fifth Avenue, Dana Whitfield' })),
      400,
      'invalid',
      'line1',
    );
    expectCheckoutError(await add(typed({ line2: 'Étage 20' })), 400, 'invalid', 'line2');
    expectCheckoutError(await add(typed({ postalCode: '1011' })), 400, 'invalid', 'postalCode');
    expectCheckoutError(await add({ firstName: 'Dana' }), 400, 'invalid', 'lastName');
    expect((await book(token)).length).toBe(2);
    expect((await call('POST', `${CURRENT}/addresses`, { body: typed() })).status).toBe(401);
  });
});

describe('address verification', () => {
  const verify = async (address: AddressInput, token = signIn(DANA)) =>
    parsed(
      await call('POST', `${CURRENT}/addresses/verification`, { token, body: asSent(address) }),
      200,
      AddressVerificationSchema,
    );

  it('accepts an ordinary address and a place of the gazetteer as it is', async () => {
    expect(
      await verify(
        typed({
          region: 'IL',
          town: 'Springfield',
          line1: '120 Maple Avenue',
          postalCode: '62704',
        }),
      ),
    ).toEqual({
      decision: 'ACCEPT',
      suggestedAddresses: [],
    });
    expect((await verify(typed())).decision).toBe('ACCEPT');
    // "Nowhere" only as a word of its own.
    expect((await verify(typed({ line1: '4 Nowhereville Road' }))).decision).toBe('ACCEPT');
  });

  it('rejects a street with the word Nowhere (any case) or a postal code of zeros', async () => {
    expect((await verify(typed({ line1: '12 NOWHERE Lane' }))).decision).toBe('REJECT');
    expect((await verify(typed({ line1: '12 nowhere lane' }))).decision).toBe('REJECT');
    expect((await verify(typed({ postalCode: '00000' }))).decision).toBe('REJECT');
    expect(
      (await verify(typed({ country: 'NZ', region: '', town: 'Auckland', postalCode: '0000' })))
        .decision,
    ).toBe('REJECT');
  });

  it('asks for a review of a lookalike of a known place, suggesting it with the entered names and line2', async () => {
    const entered = typed({ line1: '350 Fifth Ave', postalCode: '10001' });
    expect(await verify(entered)).toEqual({
      decision: 'REVIEW',
      suggestedAddresses: [
        {
          firstName: 'Dana',
          lastName: 'Whitfield',
          country: 'US',
          region: 'NY',
          town: 'New York',
          line1: '350 Fifth Avenue',
          line2: 'Floor 20',
          line3: '',
          postalCode: '10118',
        },
      ],
    });
    const auckland = await verify(
      typed({
        country: 'NZ',
        region: '',
        town: 'Auckland Central',
        line1: '12 Queen St',
        line2: '',
        postalCode: '1010',
      }),
    );
    expect(auckland.decision).toBe('REVIEW');
    expect(auckland.suggestedAddresses[0]).toMatchObject({
      line1: '12 Queen Street',
      town: 'Auckland',
      region: '',
    });
    // Another country or street number is another place.
    expect((await verify(typed({ line1: '351 Fifth Ave', postalCode: '10001' }))).decision).toBe(
      'ACCEPT',
    );
  });

  it('needs a signed-in shopper and an address body', async () => {
    expect(
      (await call('POST', `${CURRENT}/addresses/verification`, { body: typed() })).status,
    ).toBe(401);
    const answer = await call('POST', `${CURRENT}/addresses/verification`, {
      token: signIn(DANA),
      body: { firstName: 'Dana' },
    });
    expectCheckoutError(answer, 400, 'invalid', 'lastName');
  });
});

describe('address autosuggest', () => {
  const suggest = (userId: string, cartId: string, term: string, token?: string) =>
    call(
      'GET',
      `/users/${userId}/carts/${cartId}/search/address/autosuggest?addressType=SHIPPING&term=${encodeURIComponent(term)}&lang=en`,
      { token },
    );

  it('matches 3 or more characters against the street, at most 5, with "null" for what it lacks', async () => {
    const created = await call('POST', '/users/anonymous/carts');
    const guid = v.parse(CartSchema, created.body).guid;
    const answer = await suggest('anonymous', guid, 'QUEEN');
    expect(answer.status).toBe(200);
    // The platform writes missing values as the string "null".
    expect(answer.body).toEqual({
      suggestions: [
        {
          id: 'gz-ca-on-100',
          line1: '100 Queen Street West',
          line2: 'null',
          town: 'Toronto',
          region: 'ON',
          postalCode: 'M5H 2N2',
          country: 'CA',
        },
        {
          id: 'gz-nz-12',
          line1: '12 Queen Street',
          line2: 'null',
          town: 'Auckland',
          region: 'null',
          postalCode: '1010',
          country: 'NZ',
        },
      ],
    });
    // The contract reads them as null.
    expect(v.parse(AddressSuggestionsSchema, answer.body)[1]).toEqual({
      id: 'gz-nz-12',
      line1: '12 Queen Street',
      line2: null,
      town: 'Auckland',
      region: null,
      postalCode: '1010',
      country: 'NZ',
    });
    const streets = v.parse(
      AddressSuggestionsSchema,
      (await suggest('anonymous', guid, 'street')).body,
    );
    expect(streets.map((s) => s.line1)).toEqual([
      '5 Court Street',
      '100 Queen Street West',
      '10 Downing Street',
      '1 Macquarie Street',
      '12 Queen Street',
    ]);
    expect(
      v
        .parse(AddressSuggestionsSchema, (await suggest('anonymous', guid, 'avenue')).body)
        .map((s) => s.id),
    ).toEqual(['gz-us-dc-1600', 'gz-us-ny-350']);
    expect((await suggest('anonymous', guid, 'qu')).body).toEqual({ suggestions: [] });
    expect((await suggest('anonymous', guid, 'Elm Road')).body).toEqual({ suggestions: [] });
  });

  it("follows the carts' path rules: a shopper's cart with their bearer, an unknown cart is 404", async () => {
    const token = signIn(DANA);
    const cart = await cartWith(token, [[PPVT_FORMS, 1]]);
    const mine = await suggest('current', 'current', 'downing', token);
    expect(v.parse(AddressSuggestionsSchema, mine.body).map((s) => s.id)).toEqual(['gz-gb-10']);
    expect((await suggest(DANA, cart.code, 'downing', token)).status).toBe(200);
    expect((await suggest('current', 'current', 'downing')).status).toBe(401);
    expect((await suggest('anonymous', 'no-such-guid', 'downing')).status).toBe(400);
  });
});
