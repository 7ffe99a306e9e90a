// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '../http/api-error';
import { setAccessTokenProvider } from '../http/commerce-auth';
import { isCartError, type Cart } from './cart.schema';
import { ANONYMOUS_GUID_KEY, cartOwner, type CartOwner } from './cart-owner';
import { cartQueryOptions, loadCartReads } from './get-cart';
import {
  addEntries,
  applyVoucher,
  createCart,
  deleteCart,
  mergeAnonymousCart,
  removeEntry,
  removeVoucher,
  restoreSavedCart,
  saveCart,
  updateEntry,
} from './cart-mutations';
import { savedCartsQueryOptions } from './saved-carts';
import { getCore } from '../../core/core';
import { resetSharedInstances } from '../../core/platform/shared-instance';
import { addFault } from '../../mocks/control/faults';
import { cartHandlers } from '../../mocks/handlers/carts';
import { faultHandlers } from '../../mocks/handlers/faults';
import { server } from '../../mocks/node';
import { issueAccessToken } from '../../mocks/identity/session-tokens';
import { loseNextAnswer } from '../../testing/lose-answer';

const globals = globalThis as Record<string, unknown>;

const PPVT_FORMS = '0158241926'; // level A, USD 62
const EVT_FORMS = '0158242124'; // level A, USD 55
const WISC_KIT = '0158979876'; // level C, WISC-V
const WMS_KIT = '0158984403'; // not buyable online

// The reads' code (a chunk loaded on the first read) is loaded before the reload test below resets
// the module registry: loaded after it, it would bring this file's modules a second API client,
// whose token is unset.
beforeAll(() => loadCartReads());

beforeEach(() => {
  globals.storeWidgetsConfig = {
    platformKey: 'pk',
    host: 'www.assessments.com',
    apiBase: 'http://localhost',
  };
  localStorage.clear();
  server.use(...cartHandlers);
});

afterEach(() => {
  delete globals.storeWidgetsConfig;
  setAccessTokenProvider(() => undefined);
  localStorage.clear();
});

function signIn(userId = 'u-1001'): void {
  const token = issueAccessToken(userId, 3_600_000);
  setAccessTokenProvider(() => token);
  getCore().store.session.user = { id: userId, firstName: 'Dana', lastName: 'Whitfield' };
}

function readCart(owner: CartOwner): Promise<Cart | null> {
  return getCore().queries.fetch({ ...cartQueryOptions(owner), staleTime: 0 });
}

const lines = (cart: Cart | null) => cart?.entries.map((e) => [e.product.code, e.quantity]);

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('anonymous visitor', () => {
  it('has no cart until the first add, which creates one and persists its guid', async () => {
    const before = cartOwner();
    expect(before).toEqual({ userId: 'anonymous', cartId: null });
    expect(await readCart(before)).toBeNull();

    const [result] = await addEntries(before, [{ code: PPVT_FORMS, quantity: 2 }], 'add-1');
    expect(result).toMatchObject({ statusCode: 'success', quantityAdded: 2, quantity: 2 });
    const guid = localStorage.getItem(ANONYMOUS_GUID_KEY);
    expect(guid).toBeTruthy();

    const owner = cartOwner();
    expect(owner).toEqual({ userId: 'anonymous', cartId: guid });
    const cart = await readCart(owner);
    expect(cart?.guid).toBe(guid);
    expect(lines(cart)).toEqual([[PPVT_FORMS, 2]]);
  });

  it('two first adds at once make one cart, which holds both lines', async () => {
    const created: string[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/carts')) {
        created.push(request.url);
      }
    };
    server.events.on('request:start', onRequest);
    try {
      const owner = cartOwner();
      await Promise.all([
        addEntries(owner, [{ code: PPVT_FORMS, quantity: 1 }], 'add-1'),
        addEntries(owner, [{ code: EVT_FORMS, quantity: 2 }], 'add-2'),
      ]);
      // A third, from a caller that read the owner before the cart existed, goes to it too.
      await addEntries(owner, [{ code: PPVT_FORMS, quantity: 1 }], 'add-3');
    } finally {
      server.events.removeListener('request:start', onRequest);
    }
    expect(created).toHaveLength(1);
    const cart = await readCart(cartOwner());
    expect(lines(cart)?.sort()).toEqual([
      [PPVT_FORMS, 2],
      [EVT_FORMS, 2],
    ]);
  });

  it('reads the same cart after a reload (new module state, same storage)', async () => {
    await addEntries(cartOwner(), [{ code: PPVT_FORMS, quantity: 1 }], 'add-1');
    const guid = localStorage.getItem(ANONYMOUS_GUID_KEY);

    resetSharedInstances();
    vi.resetModules();
    const owners = await import('./cart-owner');
    const carts = await import('./get-cart');
    const pageCore = await import('../../core/core');
    const owner = owners.cartOwner();
    expect(owner).toEqual({ userId: 'anonymous', cartId: guid });
    const cart = await pageCore.getCore().queries.fetch(carts.cartQueryOptions(owner));
    expect(cart?.guid).toBe(guid);
    expect(lines(cart)).toEqual([[PPVT_FORMS, 1]]);
  });

  it('discards a malformed stored guid, and a guid the platform lost reads as no cart', async () => {
    localStorage.setItem(ANONYMOUS_GUID_KEY, '<script>');
    expect(cartOwner()).toEqual({ userId: 'anonymous', cartId: null });
    expect(localStorage.getItem(ANONYMOUS_GUID_KEY)).toBeNull();

    localStorage.setItem(ANONYMOUS_GUID_KEY, '00000000-0000-4000-8000-000000000000');
    expect(await readCart(cartOwner())).toBeNull();
    expect(localStorage.getItem(ANONYMOUS_GUID_KEY)).toBeNull();
  });

  it('a retried add after a lost answer sends only what the cart lacks (OCC replays nothing)', async () => {
    await addEntries(cartOwner(), [{ code: PPVT_FORMS, quantity: 1 }], 'add-1');
    const owner = cartOwner();
    // The platform adds, then the answer is lost.
    loseNextAnswer('post', '*/carts/:cartId/entries', cartHandlers);
    const lost = await failure(
      addEntries(
        owner,
        [
          { code: EVT_FORMS, quantity: 2 },
          { code: PPVT_FORMS, quantity: 1 },
        ],
        'add-2',
      ),
    );
    expect(isApiError(lost) && lost.kind).toBe('network');
    expect(lines(await readCart(owner))).toEqual([
      [PPVT_FORMS, 2],
      [EVT_FORMS, 2],
    ]);

    // The shopper tries again: nothing is missing, nothing is sent again.
    const retried = await addEntries(
      owner,
      [
        { code: EVT_FORMS, quantity: 2 },
        { code: PPVT_FORMS, quantity: 1 },
      ],
      'add-2',
    );
    expect(retried.map((m) => [m.statusCode, m.quantityAdded, m.quantity])).toEqual([
      ['success', 2, 2],
      ['success', 1, 2],
    ]);
    expect(lines(await readCart(owner))).toEqual([
      [PPVT_FORMS, 2],
      [EVT_FORMS, 2],
    ]);
  });

  it('a refused line takes back the lines SAP added before it: all or nothing, as the shopper is told', async () => {
    await addEntries(cartOwner(), [{ code: EVT_FORMS, quantity: 1 }], 'add-1');
    const owner = cartOwner();
    // The platform adds EVT and PPVT, then refuses WMS (not buyable online) and stops there.
    const refused = await failure(
      addEntries(
        owner,
        [
          { code: EVT_FORMS, quantity: 2 },
          { code: PPVT_FORMS, quantity: 1 },
          { code: WMS_KIT, quantity: 1 },
        ],
        'add-2',
      ),
    );
    expect(isApiError(refused) && isCartError(refused.info, 'notBuyableOnline')).toBe(true);
    expect(lines(await readCart(owner))).toEqual([[EVT_FORMS, 1]]);
  });

  it("a visitor's first add refused after a line: the cart it created is left empty", async () => {
    const owner = cartOwner();
    const refused = await failure(
      addEntries(
        owner,
        [
          { code: PPVT_FORMS, quantity: 2 },
          { code: WMS_KIT, quantity: 1 },
        ],
        'first',
      ),
    );
    expect(isApiError(refused) && isCartError(refused.info, 'notBuyableOnline')).toBe(true);
    expect(lines(await readCart(cartOwner()))).toEqual([]);
  });

  it("a visitor's first add, lost, is retried into the cart it created", async () => {
    const owner = cartOwner();
    expect(owner.cartId).toBeNull();
    loseNextAnswer('post', '*/carts/:cartId/entries', cartHandlers);
    await failure(addEntries(owner, [{ code: EVT_FORMS, quantity: 1 }], 'first'));
    const guid = localStorage.getItem(ANONYMOUS_GUID_KEY);
    // The widget retries with what it knew then: no cart.
    await addEntries(owner, [{ code: EVT_FORMS, quantity: 1 }], 'first');
    expect(localStorage.getItem(ANONYMOUS_GUID_KEY)).toBe(guid);
    expect(lines(await readCart(cartOwner()))).toEqual([[EVT_FORMS, 1]]);
  });

  it('a retried removal after a lost answer does not remove the entry that moved up', async () => {
    await addEntries(cartOwner(), [{ code: PPVT_FORMS, quantity: 1 }], 'add-1');
    await addEntries(cartOwner(), [{ code: EVT_FORMS, quantity: 1 }], 'add-2');
    const owner = cartOwner();
    loseNextAnswer('delete', '*/carts/:cartId/entries/:entryNumber', cartHandlers);
    await failure(removeEntry(owner, 0, 'remove-1', PPVT_FORMS));
    // PPVT is gone and EVT is entry 0 now: the retry finds PPVT gone and is done.
    await removeEntry(owner, 0, 'remove-1', PPVT_FORMS);
    expect(lines(await readCart(owner))).toEqual([[EVT_FORMS, 1]]);
  });

  it('leaves the cart unchanged when an add fails with a 500', async () => {
    await addEntries(cartOwner(), [{ code: PPVT_FORMS, quantity: 1 }], 'add-1');
    const owner = cartOwner();
    server.use(...faultHandlers); // ahead of the cart handlers registered above
    addFault({ path: '**/carts/*/entries', method: 'POST', mode: '500', times: 1 });
    const error = await failure(addEntries(owner, [{ code: EVT_FORMS, quantity: 3 }], 'add-2'));
    expect(isApiError(error) && error.status).toBe(500);
    expect(lines(await readCart(owner))).toEqual([[PPVT_FORMS, 1]]);

    // The shopper tries again: the cart is read first, and the whole add is sent once.
    await addEntries(owner, [{ code: EVT_FORMS, quantity: 3 }], 'add-2');
    expect(lines(await readCart(owner))).toEqual([
      [PPVT_FORMS, 1],
      [EVT_FORMS, 3],
    ]);
  });
});

describe('signed-in shopper', () => {
  it('adds (creating the current cart), updates and removes entries', async () => {
    signIn();
    const owner = cartOwner();
    expect(owner).toEqual({ userId: 'current', cartId: 'current' });
    expect(await readCart(owner)).toBeNull();

    const results = await addEntries(
      owner,
      [
        { code: PPVT_FORMS, quantity: 2 },
        { code: EVT_FORMS, quantity: 1 },
      ],
      'add-1',
    );
    expect(results.map((r) => r.statusCode)).toEqual(['success', 'success']);
    expect(localStorage.getItem(ANONYMOUS_GUID_KEY)).toBeNull();
    let cart = await readCart(owner);
    expect(cart?.user.uid).toBe('u-1001');
    expect(lines(cart)).toEqual([
      [PPVT_FORMS, 2],
      [EVT_FORMS, 1],
    ]);

    const updated = await updateEntry(owner, 0, 5, 'update-1');
    expect(updated).toMatchObject({ quantityAdded: 3, quantity: 5 });
    await removeEntry(owner, 1, 'remove-1');
    cart = await readCart(owner);
    expect(lines(cart)).toEqual([[PPVT_FORMS, 5]]);
  });

  it('applies and removes a promotion code; a refusal carries the backend reason', async () => {
    signIn();
    const owner = cartOwner();
    await addEntries(owner, [{ code: PPVT_FORMS, quantity: 1 }], 'add-1');

    await applyVoucher(owner, 'SAVE10', 'voucher-1');
    let cart = await readCart(owner);
    expect(cart?.appliedVouchers.map((v) => v.code)).toEqual(['SAVE10']);
    expect(cart?.totalDiscounts.value).toBeGreaterThan(0);

    const refused = await failure(applyVoucher(owner, 'WISC15', 'voucher-2'));
    expect(isApiError(refused)).toBe(true);
    if (!isApiError(refused)) return;
    expect(refused.status).toBe(400);
    expect(isCartError(refused.info, 'voucherNotApplicable')).toBe(true);

    const unknown = await failure(applyVoucher(owner, 'NOPE', 'voucher-3'));
    expect(isApiError(unknown) && isCartError(unknown.info, 'voucherInvalid')).toBe(true);

    await removeVoucher(owner, 'SAVE10', 'voucher-4');
    cart = await readCart(owner);
    expect(cart?.appliedVouchers).toEqual([]);
  });

  it('saves, lists, restores and deletes carts', async () => {
    signIn();
    const owner = cartOwner();
    await addEntries(owner, [{ code: WISC_KIT, quantity: 1 }], 'add-1');
    const saved = await saveCart(owner, { name: 'Spring2026', description: 'Kits' }, 'save-1');
    expect(saved).toMatchObject({ name: 'Spring2026', description: 'Kits' });
    expect(saved.saveTime).toBeTruthy();
    expect(await readCart(owner)).toBeNull(); // a saved cart is no longer the current one

    const { queries } = getCore();
    const list = await queries.fetch(savedCartsQueryOptions());
    expect(list.carts.map((c) => c.code)).toEqual([saved.code]);

    const restored = await restoreSavedCart(saved.code, 'restore-1');
    expect(restored.saveTime).toBeUndefined();
    expect(lines(await readCart(owner))).toEqual([[WISC_KIT, 1]]);

    const again = await saveCart(owner, { name: 'Again' }, 'save-2');
    await deleteCart({ userId: 'current', cartId: again.code }, 'delete-1');
    const after = await queries.fetch({ ...savedCartsQueryOptions(), staleTime: 0 });
    expect(after.carts).toEqual([]);
  });

  it('merges the anonymous cart at sign-in and forgets its guid', async () => {
    // As a visitor: PPVT ×3 in an anonymous cart.
    await addEntries(cartOwner(), [{ code: PPVT_FORMS, quantity: 3 }], 'anon-add');
    const guid = localStorage.getItem(ANONYMOUS_GUID_KEY);
    expect(guid).toBeTruthy();

    // The shopper already had a cart: PPVT ×2 and EVT ×1.
    signIn();
    await addEntries(
      { userId: 'current', cartId: 'current' },
      [
        { code: PPVT_FORMS, quantity: 2 },
        { code: EVT_FORMS, quantity: 1 },
      ],
      'user-add',
    );
    const before = await readCart(cartOwner());

    const merged = await mergeAnonymousCart(guid ?? '', 'merge-1');
    expect(merged?.code).toBe(before?.code);
    expect(lines(merged)).toEqual([
      [PPVT_FORMS, 5],
      [EVT_FORMS, 1],
    ]);
    expect(localStorage.getItem(ANONYMOUS_GUID_KEY)).toBeNull();

    // Retried after the merge went through: nothing is merged twice.
    const retried = await mergeAnonymousCart(guid ?? '', 'merge-1');
    expect(lines(retried)).toEqual([
      [PPVT_FORMS, 5],
      [EVT_FORMS, 1],
    ]);
  });

  it('takes the anonymous cart over when the shopper has no cart', async () => {
    const anonymous = await createCart('anonymous', 'create-1');
    await addEntries(cartOwner(), [{ code: EVT_FORMS, quantity: 2 }], 'anon-add');
    signIn();
    const merged = await mergeAnonymousCart(anonymous.guid, 'merge-1');
    expect(merged?.user.uid).toBe('u-1001');
    expect(lines(merged)).toEqual([[EVT_FORMS, 2]]);
    expect(lines(await readCart(cartOwner()))).toEqual([[EVT_FORMS, 2]]);
  });
});
