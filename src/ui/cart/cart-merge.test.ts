// @vitest-environment jsdom
import { SAVED_CART_NAME_PATTERN } from '../../rules/cart/save-cart';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addEntries, createCart } from '../../api/cart/cart-mutations';
import { ANONYMOUS_GUID_KEY, readAnonymousGuid } from '../../api/cart/cart-owner';
import { type Cart } from '../../api/cart/cart.schema';
import { CartListSchema, CartSchema, withFullFields } from '../../testing/occ-wire';
import { setAccessTokenProvider } from '../../api/http/commerce-auth';
import { getCore } from '../../core/core';
import { addFault } from '../../mocks/control/faults';
import { cartHandlers } from '../../mocks/handlers/carts';
import { faultHandlers } from '../../mocks/handlers/faults';
import { server } from '../../mocks/node';
import { issueAccessToken } from '../../mocks/identity/session-tokens';
import { combineCarts } from '../../api/cart/cart-merge-steps';
import {
  autoSaveName,
  decideMerge,
  keepNewRequestId,
  mergeRequestId,
} from '../../rules/cart/cart-merge';
import {
  chooseMerge,
  claimMergeHost,
  deferMerge,
  releaseMergeHost,
  resetMergeForSignOut,
  retryMerge,
  startMerge,
} from './cart-merge';
import {
  getMergeState,
  mergeHostHolder,
  subscribeMerge,
  type MergeState,
} from './cart-merge-state';
import { createPageQueries } from '../../core/queries/page-queries';

const globals = globalThis as Record<string, unknown>;
const API = 'http://localhost/headless/ecommerce/v2';

const PPVT_FORMS = '0158241926'; // level A
const EVT_FORMS = '0158242124'; // level A
const PPVT_MANUAL = '0158241934'; // in the teacher's seeded cart
const VMI_BOOKLETS = '0158256419'; // in the teacher's seeded cart

const CLINICIAN = 'u-1001';
const TEACHER = 'u-1002';
const UNIVERSITY = 'u-1004';

let token = '';

beforeEach(() => {
  globals.storeWidgetsConfig = {
    platformKey: 'pk',
    host: 'www.assessments.com',
    apiBase: 'http://localhost',
  };
  localStorage.clear();
  server.use(...faultHandlers, ...cartHandlers);
});

afterEach(() => {
  delete globals.storeWidgetsConfig;
  setAccessTokenProvider(() => undefined);
  localStorage.clear();
});

function signIn(userId: string): void {
  token = issueAccessToken(userId, 3_600_000);
  setAccessTokenProvider(() => token);
  getCore().store.session.user = { id: userId, firstName: 'Test', lastName: 'Shopper' };
}

/** A visitor's cart with these lines; its guid is stored as the widgets store it. */
async function anonymousCart(...lines: [string, number][]): Promise<string> {
  getCore().store.session.user = null;
  await addEntries(
    { userId: 'anonymous', cartId: null },
    lines.map(([code, quantity]) => ({ code, quantity })),
    `seed-${crypto.randomUUID()}`,
  );
  const guid = readAnonymousGuid();
  if (!guid) throw new Error('no guid stored');
  return guid;
}

async function api(path: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${API}${withFullFields(path)}`, {
    headers: { Authorization: `Bearer ${token}`, 'X-Site-Id': 'usassessments' },
  });
  return { status: response.status, body: response.status === 200 ? await response.json() : null };
}

async function currentCart(): Promise<Cart | null> {
  const { status, body } = await api('/users/current/carts/current');
  return status === 200 ? v.parse(CartSchema, body) : null;
}

async function savedCarts(): Promise<Cart[]> {
  const { body } = await api('/users/current/carts?savedCartsOnly=true');
  return v.parse(CartListSchema, body).carts;
}

const lines = (cart: Cart | null) => cart?.entries.map((e) => [e.product.code, e.quantity]);

/** Resolves with the merge state once it reaches one of `phases`. */
function phase(...phases: MergeState['phase'][]): Promise<MergeState> {
  return new Promise((resolve) => {
    const check = () => {
      const state = getMergeState();
      if (!phases.includes(state.phase)) return false;
      resolve(state);
      return true;
    };
    if (check()) return;
    const stop = subscribeMerge(() => {
      if (check()) stop();
    });
  });
}

function cart(entries: number, guid = 'g'): Cart {
  return v.parse(CartSchema, {
    code: `c-${guid}`,
    guid,
    user: { uid: 'anonymous' },
    entries: Array.from({ length: entries }, (_, i) => ({
      entryNumber: i,
      product: {
        code: `P${i}`,
        isbn13: '9780000000000',
        name: 'Product',
        programName: 'Program',
        qualificationLevel: 'A',
        aimsweb: false,
        digital: false,
        buyableOnline: true,
        minOrderQuantity: 1,
        maxOrderQuantity: 10,
      },
      quantity: 1,
      basePrice: { value: 1, currencyIso: 'USD', formattedValue: '$1.00' },
      totalPrice: { value: 1, currencyIso: 'USD', formattedValue: '$1.00' },
      totalDiscounts: { value: 0, currencyIso: 'USD', formattedValue: '$0.00' },
      notDiscountable: false,
    })),
    totalItems: entries,
    totalUnitCount: entries,
    subTotal: { value: entries, currencyIso: 'USD', formattedValue: '' },
    totalDiscounts: { value: 0, currencyIso: 'USD', formattedValue: '' },
    totalPrice: { value: entries, currencyIso: 'USD', formattedValue: '' },
    appliedVouchers: [],
    stockNotices: [],
  });
}

describe('the merge decision table', () => {
  it('does nothing without a stored guid', () => {
    expect(decideMerge(null, cart(1), cart(1))).toEqual({ action: 'none' });
  });

  it('forgets an anonymous cart that is gone or empty', () => {
    expect(decideMerge('g1', null, cart(2))).toEqual({ action: 'forget', guid: 'g1' });
    expect(decideMerge('g1', cart(0, 'g1'), cart(2))).toEqual({ action: 'forget', guid: 'g1' });
  });

  it('merges silently when the shopper has no old cart, or an empty one', () => {
    expect(decideMerge('g1', cart(1, 'g1'), null)).toEqual({ action: 'merge', guid: 'g1' });
    expect(decideMerge('g1', cart(1, 'g1'), cart(0, 'old'))).toEqual({
      action: 'merge',
      guid: 'g1',
    });
  });

  it('asks when both carts have entries', () => {
    const anonymous = cart(1, 'g1');
    const previous = cart(3, 'old');
    expect(decideMerge('g1', anonymous, previous)).toEqual({
      action: 'ask',
      guid: 'g1',
      anonymous,
      previous,
    });
  });
});

describe('request ids and names', () => {
  it('derives the request ids from the guid alone, so tabs and retries agree', () => {
    expect(mergeRequestId('abc-123')).toBe(mergeRequestId('abc-123'));
    expect(mergeRequestId('abc-123')).toBe('merge-abc-123');
    expect(keepNewRequestId('abc-123')).toBe('keep-new-abc-123');
    expect(mergeRequestId('abc-123')).not.toBe(mergeRequestId('abc-124'));
  });

  it('names a cart saved for the shopper alphanumerically, with the date and time', () => {
    const name = autoSaveName(new Date(2026, 10, 21, 9, 5));
    expect(name).toBe('PreviousCart202611210905');
    expect(SAVED_CART_NAME_PATTERN.test(name)).toBe(true);
  });
});

describe('one host per page acts', () => {
  it('lets the first host claim, and another take over only after it releases', () => {
    const first = {};
    const second = {};
    expect(claimMergeHost(first)).toBe(true);
    expect(claimMergeHost(second)).toBe(false);
    expect(claimMergeHost(first)).toBe(true); // asking again is harmless
    expect(mergeHostHolder()).toBe(first);
    releaseMergeHost(second); // not the holder: nothing changes
    expect(mergeHostHolder()).toBe(first);
    releaseMergeHost(first);
    expect(mergeHostHolder()).toBeNull();
    expect(claimMergeHost(second)).toBe(true);
  });

  it('keeps the claim on the page-wide registry, shared by two copies of the script', () => {
    const registry = (globalThis as Record<symbol, Map<string, unknown>>)[
      Symbol.for('store-widgets.core')
    ];
    const token = {};
    claimMergeHost(token);
    expect((registry?.get('cart-merge') as { holder: unknown }).holder).toBe(token);
  });
});

describe('after sign-in', () => {
  const queries = createPageQueries();

  it('merges silently into a shopper with no cart (clinician)', async () => {
    const guid = await anonymousCart([PPVT_FORMS, 2]);
    signIn(CLINICIAN);
    startMerge(CLINICIAN, guid, queries, 'saved for you');
    const done = await phase('done', 'failed');
    expect(done).toMatchObject({
      phase: 'done',
      step: 'silent',
      brought: [{ productCode: PPVT_FORMS, quantityAdded: 2 }],
    });
    expect(lines(await currentCart())).toEqual([[PPVT_FORMS, 2]]);
    expect(localStorage.getItem(ANONYMOUS_GUID_KEY)).toBeNull();
  });

  it('forgets an empty anonymous cart without changing the shopper’s cart', async () => {
    getCore().store.session.user = null;
    const empty = await createCart('anonymous', 'create-empty');
    signIn(TEACHER);
    startMerge(TEACHER, empty.guid, queries, '');
    await phase('idle');
    await expect.poll(() => localStorage.getItem(ANONYMOUS_GUID_KEY)).toBeNull();
    expect(lines(await currentCart())).toEqual([
      [PPVT_MANUAL, 1],
      [VMI_BOOKLETS, 2],
    ]);
  });

  it('asks the teacher (older cart with entries), and "Combine the carts" merges once', async () => {
    const guid = await anonymousCart([PPVT_FORMS, 1]);
    signIn(TEACHER);
    startMerge(TEACHER, guid, queries, '');
    const asking = await phase('asking', 'failed');
    expect(asking.phase).toBe('asking');
    if (asking.phase !== 'asking') return;
    expect(lines(asking.carts.anonymous)).toEqual([[PPVT_FORMS, 1]]);
    expect(lines(asking.carts.previous)).toEqual([
      [PPVT_MANUAL, 1],
      [VMI_BOOKLETS, 2],
    ]);

    chooseMerge('combine');
    chooseMerge('combine'); // a double click
    expect(await phase('done', 'failed')).toMatchObject({
      phase: 'done',
      step: 'combine',
      brought: [{ productCode: PPVT_FORMS, quantityAdded: 1 }],
    });
    expect(lines(await currentCart())).toEqual([
      [PPVT_MANUAL, 1],
      [VMI_BOOKLETS, 2],
      [PPVT_FORMS, 1],
    ]);
    expect(localStorage.getItem(ANONYMOUS_GUID_KEY)).toBeNull();
    expect((await api(`/users/anonymous/carts/${guid}`)).status).toBe(400);
  });

  it('"Combine the carts" within a product’s limit: what each line brought, not what it held', async () => {
    // The old cart holds the manual once; the visitor's 500 more would pass the 500 in stock.
    const guid = await anonymousCart([PPVT_MANUAL, 500], [PPVT_FORMS, 1]);
    signIn(TEACHER);
    startMerge(TEACHER, guid, queries, '');
    await phase('asking', 'failed');
    chooseMerge('combine');
    expect(await phase('done', 'failed')).toMatchObject({
      phase: 'done',
      step: 'combine',
      brought: [
        { productCode: PPVT_MANUAL, quantityAdded: 499 },
        { productCode: PPVT_FORMS, quantityAdded: 1 },
      ],
    });
    expect(lines(await currentCart())).toEqual([
      [PPVT_MANUAL, 500],
      [VMI_BOOKLETS, 2],
      [PPVT_FORMS, 1],
    ]);
  });

  it('"Keep only the new cart" makes the anonymous cart current and saves the old one', async () => {
    const guid = await anonymousCart([EVT_FORMS, 3]);
    signIn(TEACHER);
    startMerge(TEACHER, guid, queries, 'saved for you');
    const asking = await phase('asking');
    if (asking.phase !== 'asking') throw new Error('not asking');
    const { savedName } = asking.carts;

    chooseMerge('keep-new');
    expect(await phase('done', 'failed')).toMatchObject({
      phase: 'done',
      step: 'keep-new',
      savedName,
      brought: [{ productCode: EVT_FORMS, quantityAdded: 3 }],
    });
    const current = await currentCart();
    expect(current?.guid).toBe(guid);
    expect(lines(current)).toEqual([[EVT_FORMS, 3]]);
    const saved = await savedCarts();
    expect(saved.map((c) => [c.name, c.description, lines(c)])).toEqual([
      [
        savedName,
        'saved for you',
        [
          [PPVT_MANUAL, 1],
          [VMI_BOOKLETS, 2],
        ],
      ],
    ]);
    expect(localStorage.getItem(ANONYMOUS_GUID_KEY)).toBeNull();
  });

  it('closing without a choice changes nothing and does not ask again on this page', async () => {
    const guid = await anonymousCart([PPVT_FORMS, 1]);
    signIn(TEACHER);
    startMerge(TEACHER, guid, queries, '');
    await phase('asking');
    deferMerge();
    expect(getMergeState()).toEqual({ phase: 'deferred', guid });
    expect(localStorage.getItem(ANONYMOUS_GUID_KEY)).toBe(guid);
    expect((await api(`/users/anonymous/carts/${guid}`)).status).toBe(200);
    expect(lines(await currentCart())).toEqual([
      [PPVT_MANUAL, 1],
      [VMI_BOOKLETS, 2],
    ]);

    startMerge(TEACHER, guid, queries, '');
    expect(getMergeState().phase).toBe('deferred');

    // Signing out and in again (or the next page load) asks again.
    resetMergeForSignOut();
    startMerge(TEACHER, guid, queries, '');
    expect((await phase('asking')).phase).toBe('asking');
  });

  it('a failed merge keeps the anonymous cart and the retry merges once', async () => {
    const guid = await anonymousCart([PPVT_FORMS, 2]);
    signIn(TEACHER);
    startMerge(TEACHER, guid, queries, '');
    await phase('asking');
    addFault({ path: '**/users/current/carts', method: 'POST', mode: '500', times: 1 });
    chooseMerge('combine');
    expect(await phase('failed', 'done')).toMatchObject({ phase: 'failed', step: 'combine' });
    expect(localStorage.getItem(ANONYMOUS_GUID_KEY)).toBe(guid);
    expect((await api(`/users/anonymous/carts/${guid}`)).status).toBe(200);

    chooseMerge('keep-new'); // ignored: the dialog offers "Try again" now
    retryMerge();
    expect(await phase('done', 'failed')).toMatchObject({ phase: 'done', step: 'combine' });
    expect(lines(await currentCart())).toEqual([
      [PPVT_MANUAL, 1],
      [VMI_BOOKLETS, 2],
      [PPVT_FORMS, 2],
    ]);
  });

  it('a failed check is offered again, and the retry goes on', async () => {
    const guid = await anonymousCart([PPVT_FORMS, 1]);
    signIn(CLINICIAN);
    addFault({ path: '**/users/current/carts/current', method: 'GET', mode: '500', times: 1 });
    startMerge(CLINICIAN, guid, queries, '');
    expect(await phase('failed')).toMatchObject({ phase: 'failed', step: 'check' });
    expect(localStorage.getItem(ANONYMOUS_GUID_KEY)).toBe(guid);
    retryMerge();
    expect(await phase('done')).toMatchObject({ phase: 'done', step: 'silent' });
    expect(lines(await currentCart())).toEqual([[PPVT_FORMS, 1]]);
  });

  it('two tabs combining the same guid at once merge it once', async () => {
    const guid = await anonymousCart([PPVT_FORMS, 2]);
    signIn(TEACHER);
    const [first, second] = await Promise.all([combineCarts(guid), combineCarts(guid)]);
    expect(first?.code).toBe(second?.code);
    expect(lines(await currentCart())).toEqual([
      [PPVT_MANUAL, 1],
      [VMI_BOOKLETS, 2],
      [PPVT_FORMS, 2],
    ]);
  });
});

describe('seeded carts', () => {
  it('gives the university shopper two saved carts, newest first, and no current cart', async () => {
    signIn(UNIVERSITY);
    const saved = await savedCarts();
    expect(saved.map((c) => [c.name, c.totalUnitCount])).toEqual([
      ['FallSeminar', 3],
      ['ReadingStudy', 9],
    ]);
    expect(await currentCart()).toBeNull();
  });

  it('gives the teacher an unsaved current cart and the clinician nothing', async () => {
    signIn(TEACHER);
    expect((await currentCart())?.saveTime).toBeUndefined();
    expect(await savedCarts()).toEqual([]);
    signIn(CLINICIAN);
    expect(await currentCart()).toBeNull();
    expect(await savedCarts()).toEqual([]);
  });
});
