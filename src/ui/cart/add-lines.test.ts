// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refusal } from '../../testing/store-action-refusal';
import { withSettledPage } from '../../testing/client-config';
import { addEntries } from '../../api/cart/cart-mutations';
import { cartOwner } from '../../api/cart/cart-owner';
import { cartQueryOptions } from '../../api/cart/get-cart';
import { setAccessTokenProvider } from '../../api/http/commerce-auth';
import { getCore } from '../../core/core';
import { issueAccessToken } from '../../mocks/identity/session-tokens';
import { addLines, sessionSettled } from './add-lines';

// The session check is not under test: the tests set the session themselves.
vi.mock('../../auth/session/start', () => ({ startSession: () => undefined }));

const PPVT_FORMS = '0158241926'; // level A
const PPVT_ISBN = '978-0-15-824192-0';
const WAIS_KIT_NO_STOCK = '0158980343';
const WMS_KIT_NOT_ONLINE = '0158984403';
const WISC_KIT_LEVEL_C = '0158979876';
const TRAINING = 'A103000310010';

withSettledPage();

beforeEach(() => {
  localStorage.clear();
  getCore().store.session.user = null;
});

afterEach(() => {
  getCore().store.session.user = null;
  localStorage.clear();
});

async function cartLines(): Promise<[string, number][]> {
  const cart = await getCore().queries.fetch({ ...cartQueryOptions(cartOwner()), staleTime: 0 });
  return cart?.entries.map((e) => [e.product.code, e.quantity]) ?? [];
}

function signIn(id: 'u-1001' | 'u-1002', firstName: string, lastName: string): void {
  const token = issueAccessToken(id, 3_600_000);
  setAccessTokenProvider(() => token);
  getCore().store.session.user = { id, firstName, lastName };
}

describe('sessionSettled', () => {
  it('starts the session check when no widget has, and settles when it ends (at once without a session)', async () => {
    getCore().store.session.loading = true;
    await sessionSettled(getCore());
    expect(getCore().store.session.loading).toBe(false);
  });
});

describe('addLines', () => {
  it('adds by product code and by ISBN in one request, and tells the page', async () => {
    const heard: unknown[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent).detail);
    document.addEventListener('store-cart-updated', listener);
    const added = await addLines(getCore(), [
      { code: PPVT_ISBN, quantity: 2 },
      { code: WISC_KIT_LEVEL_C, quantity: '1' },
    ]);
    document.removeEventListener('store-cart-updated', listener);
    expect(added.map((line) => [line.productCode, line.quantityAdded])).toEqual([
      [PPVT_FORMS, 2],
      [WISC_KIT_LEVEL_C, 1],
    ]);
    expect(await cartLines()).toEqual([
      [PPVT_FORMS, 2],
      [WISC_KIT_LEVEL_C, 1],
    ]);
    expect(heard).toEqual([
      {
        tag: 'store-widgets',
        action: 'added',
        entries: [
          { productCode: PPVT_FORMS, quantityAdded: 2 },
          { productCode: WISC_KIT_LEVEL_C, quantityAdded: 1 },
        ],
      },
    ]);
  });

  it('is one cart operation: started first with what was asked, then updated, or error with the refusal', async () => {
    const heard: [string, Record<string, unknown>][] = [];
    const types = ['store-cart-update-started', 'store-cart-updated', 'store-cart-error'];
    const listener = (event: Event) =>
      heard.push([event.type, (event as CustomEvent<Record<string, unknown>>).detail]);
    for (const type of types) document.addEventListener(type, listener);
    await addLines(getCore(), [{ code: PPVT_FORMS, quantity: 2 }]);
    const error = await refusal(addLines(getCore(), [{ code: WMS_KIT_NOT_ONLINE, quantity: 1 }]));
    for (const type of types) document.removeEventListener(type, listener);

    expect(heard.map(([type]) => type)).toEqual([
      'store-cart-update-started',
      'store-cart-updated',
      'store-cart-update-started',
      'store-cart-error',
    ]);
    const [added, refused, failure] = [0, 2, 3].map((index) => heard[index]![1]);
    expect(added).toMatchObject({
      tag: 'store-widgets',
      action: 'added',
      requested: [{ productCode: PPVT_FORMS, quantity: 2 }],
    });
    expect(await added!.result).toEqual({
      status: 'succeeded',
      entries: [{ productCode: PPVT_FORMS, quantityAdded: 2 }],
    });
    expect(await refused!.result).toEqual({
      status: 'failed',
      code: 'notBuyableOnline',
      message: error.message,
    });
    expect(failure).toEqual({
      tag: 'store-widgets',
      action: 'added',
      code: 'notBuyableOnline',
      message: error.message,
    });
  });

  it('tells the started event the quantity asked: 1 when none is given, a typed one as a number', async () => {
    const requested: unknown[] = [];
    const listener = (event: Event) =>
      requested.push((event as CustomEvent<{ requested: unknown }>).detail.requested);
    document.addEventListener('store-cart-update-started', listener);
    const evtForms = '0158242124';
    await addLines(getCore(), [{ code: PPVT_FORMS }, { code: evtForms, quantity: ' 3 ' }]);
    await refusal(addLines(getCore(), [{ code: PPVT_FORMS, quantity: 'two' }]));
    document.removeEventListener('store-cart-update-started', listener);
    expect(requested).toEqual([
      [
        { productCode: PPVT_FORMS, quantity: 1 },
        { productCode: evtForms, quantity: 3 },
      ],
      [{ productCode: PPVT_FORMS, quantity: 0 }],
    ]);
  });

  it('refuses what quick order refuses, with its words and a code, and adds nothing', async () => {
    const cases: [unknown, string, string][] = [
      [[], 'noLines', 'This product cannot be added to your cart.'],
      [[{ code: PPVT_FORMS, quantity: 0 }], 'quantityNotPositive', 'whole number of 1 or more'],
      [[{ code: PPVT_FORMS, quantity: '1.5' }], 'quantityNotPositive', 'whole number'],
      [[{ code: PPVT_FORMS, quantity: { n: 2 } }], 'quantityRequired', 'Please enter a quantity'],
      [[{ code: 42 }], 'unknown', ''],
      [[null], 'unknown', ''],
      ['0158241926', 'noLines', ''],
      [[{ code: '0000000000' }], 'unknown', ''],
      [[{ code: WMS_KIT_NOT_ONLINE }], 'notBuyableOnline', ''],
      [[{ code: TRAINING }], 'trainingNeedsLogin', ''],
      [[{ code: PPVT_FORMS }, { code: PPVT_ISBN }], 'duplicate', ''],
    ];
    for (const [lines, code, words] of cases) {
      const error = await refusal(addLines(getCore(), lines as never));
      expect(error.code, JSON.stringify(lines)).toBe(code);
      expect(error.message).toContain(words);
      expect(error.message).not.toBe('');
    }
    expect(await cartLines()).toEqual([]);
  });

  it('refuses a product above the signed-in shopper’s level with the spec’s message', async () => {
    signIn('u-1002', 'Terry', 'Teacher');
    await addEntries(cartOwner(), [{ code: PPVT_FORMS, quantity: 1 }], 'seed-1');
    const error = await refusal(addLines(getCore(), [{ code: WISC_KIT_LEVEL_C }]));
    expect(error.code).toBe('insufficientQualification');
    expect(error.message).toBe(
      'This product requires qualification level C. Your qualification level is A.',
    );
    expect(error.line).toBe(0);
  });

  it('adds the product’s minimum when no quantity is given, as add-to-cart does', async () => {
    const MIN_FIVE = '0158979833';
    const [line] = await addLines(getCore(), [{ code: MIN_FIVE }]);
    expect(line).toMatchObject({ productCode: MIN_FIVE, quantityAdded: 5 });
    const error = await refusal(addLines(getCore(), [{ code: MIN_FIVE, quantity: 1 }]));
    expect(error).toMatchObject({ code: 'belowMinimum', line: 0 });
    expect(error.message).toBe('The minimum order quantity for this product is 5');
  });

  it('resolves with the stock notice when the platform adds none', async () => {
    const [line] = await addLines(getCore(), [{ code: WAIS_KIT_NO_STOCK }]);
    expect(line).toMatchObject({ quantityAdded: 0 });
    expect(line?.message).toBe('This product is out of stock and was not added to your cart.');
  });

  it('answers in the page’s language', async () => {
    getCore().store.site.language = 'fr';
    try {
      const error = await refusal(addLines(getCore(), [{ code: PPVT_FORMS, quantity: 0 }]));
      expect(error.message).toBe('Veuillez saisir un nombre entier égal ou supérieur à 1');
    } finally {
      getCore().store.site.language = 'en';
    }
  });
});
