import { describe, expect, it, vi } from 'vitest';
import type { CartUser } from '../../api/cart/cart.schema';
import { cartMessages, type CartMessage } from './cart.messages';
import {
  DEFAULT_QUICK_ORDER_ROWS,
  MAX_QUICK_ORDER_PRODUCTS,
  canAddProduct,
  canAddRow,
  linesToAdd,
  lookupKeys,
  rowCount,
  summarizeRows,
  validateRows,
  type ErrorRowResult,
  type OkRowResult,
  type ProductLookup,
  type ProductSummary,
  type QuickOrderProduct,
  type QuickOrderRow,
  type RowResult,
  type Shopper,
} from './quick-order-rows';
import type {
  Product,
  ProductSummary as SchemaProductSummary,
} from '../../api/products/product.schema';
import { translator } from '../../core/i18n/messages';
import { FLAG_DEFAULTS, FLAG_MOCK_VALUES } from '../../core/flags/flag-defaults';
import { SEED_PRODUCTS, type SeedProduct } from '../../mocks/db/seed-products';

const en = translator(cartMessages, 'en');
const text = (message: CartMessage) => en(message.key, message.params);

function summary(p: SeedProduct): ProductSummary {
  return {
    code: p.code,
    isbn13: p.isbn13,
    name: p.name,
    programName: p.program,
    qualificationLevel: p.qualificationLevel,
    buyableOnline: p.buyableOnline,
    minOrderQuantity: p.minOrderQuantity,
    maxOrderQuantity: p.maxOrderQuantity,
    aimsweb: p.aimsweb,
    digital: p.digital,
    ...(p.training ? { training: true } : {}),
  };
}

/** The fake backend's lookup by code or ISBN, answered for every key. */
const CATALOGUE = new Map<string, ProductSummary>();
for (const p of SEED_PRODUCTS) {
  CATALOGUE.set(p.code, summary(p));
  CATALOGUE.set(p.isbn13, summary(p));
}
function lookup(key: string): ProductLookup<ProductSummary> {
  const product = CATALOGUE.get(key);
  return product ? { status: 'found', product } : { status: 'notFound' };
}

const ORG_AB: Shopper = { qualificationLevel: 'AB', accountType: 'ORGANIZATION' };
const ORG_ABC: Shopper = { qualificationLevel: 'ABC', accountType: 'ORGANIZATION' };
const PERSONAL_ABC: Shopper = { qualificationLevel: 'ABC', accountType: 'PERSONAL' };

let nextId = 0;
function rows(...entries: (string | [string, string | number])[]): QuickOrderRow[] {
  return entries.map((e) => {
    const [entry, quantity] = typeof e === 'string' ? [e, '1'] : e;
    nextId += 1;
    return { id: `r${nextId}`, entry, quantity };
  });
}

function ok(result: RowResult<ProductSummary> | undefined): OkRowResult<ProductSummary> {
  expect(result?.status).toBe('ok');
  return result as OkRowResult<ProductSummary>;
}
function failed(result: RowResult<ProductSummary> | undefined): ErrorRowResult<ProductSummary> {
  expect(result?.status).toBe('error');
  return result as ErrorRowResult<ProductSummary>;
}

describe('quick order messages, word for word from the spec', () => {
  it('unknown product and duplicate', () => {
    const results = validateRows(rows('NOPE123', '0158241926', '0158241926'), {
      lookups: lookup,
      user: ORG_AB,
    });
    expect(text(failed(results[0]).message)).toBe(
      'Unable to find corresponding product - please make sure that product code/ISBN is correct',
    );
    expect(text(failed(results[2]).message)).toBe('ISBN/product already exists in the form');
  });
});

describe('validateRows: a 25-row mix', () => {
  const form = rows(
    ['978-0-15-824191-3', '1'], // 0 PPVT-5 kit (A) by hyphenated ISBN: ok
    ['0158241926', '2'], // 1 PPVT-5 record forms (A) by code: ok
    '9780158241920', // 2 the same product by ISBN: duplicate
    '0158241926', // 3 the same code again: duplicate
    '0158-2419 26', // 4 the same code, hyphens and spaces: duplicate
    'XYZ999', // 5 unknown
    '978-0-15-897987-6', // 6 bad check digit, no such code: unknown
    '0158192738', // 7 KTEA-3 Brief kit: not buyable online
    ['0158979876', '6'], // 8 WISC-V kit (C, max 5): under-qualified wins over over-max
    '0158979817', // 9 WISC-V manual (C): under-qualified
    ['A103000252833', '11'], // 10 WIAT-4 digital (B, max 10): over max
    ['0158109759', '3'], // 11 BASC-3 TRS forms (B, min 10): under min
    ['0158036653', ''], // 12 quantity empty
    ['0158036661', '0'], // 13 quantity zero
    ['0158036688', '1.5'], // 14 quantity not whole
    ['', '1'], // 15 empty row
    'A103000290018', // 16 aimswebPlus (A) for an organisation: ok
    '0158242116', // 17 ok
    ['0158242124', ' 3 '], // 18 ok, quantity trimmed
    '9780158242132', // 19 ok by ISBN
    'hello world!', // 20 not a code: unknown without a lookup
    '0158256419', // 21 ok
    '0158263105', // 22 ok
    '0158271450', // 23 ok
    ['0158271469', 25], // 24 ok, numeric quantity
  );

  it('has 25 rows', () => expect(form).toHaveLength(25));

  const read = vi.fn(lookup);
  const results = validateRows(form, { lookups: read, user: ORG_AB });

  it('gives each row its result', () => {
    expect(results.map((r) => (r.status === 'error' ? r.error : r.status))).toEqual([
      'ok',
      'ok',
      'duplicate',
      'duplicate',
      'duplicate',
      'unknown',
      'unknown',
      'notBuyableOnline',
      'insufficientQualification',
      'insufficientQualification',
      'aboveMaximum',
      'belowMinimum',
      'quantityRequired',
      'quantityNotPositive',
      'quantityNotPositive',
      'empty',
      'ok',
      'ok',
      'ok',
      'ok',
      'unknown',
      'ok',
      'ok',
      'ok',
      'ok',
    ]);
  });

  it('keeps ids and indexes, and marks the right field', () => {
    results.forEach((r, i) => {
      expect(r.index).toBe(i);
      expect(r.id).toBe(form[i]!.id);
    });
    expect(failed(results[2]).field).toBe('entry');
    expect(failed(results[8]).field).toBe('entry');
    expect(failed(results[10]).field).toBe('quantity');
    expect(failed(results[12]).field).toBe('quantity');
  });

  it('normalises entries into keys and resolves products', () => {
    const first = ok(results[0]);
    expect(first.key).toBe('9780158241913');
    expect(first.kind).toBe('isbn13');
    expect(first.product.code).toBe('0158241918');
    expect(ok(results[1]).quantity).toBe(2);
    expect(ok(results[18]).quantity).toBe(3);
    expect(ok(results[24]).quantity).toBe(25);
    // An error row that found its product still carries it, so the row can show its name.
    expect(failed(results[2]).product?.code).toBe('0158241926');
    expect(failed(results[7]).product?.name).toBe('KTEA-3 Brief Form Kit');
    expect(failed(results[5]).product).toBeUndefined();
  });

  it('explains each error with its message', () => {
    const messages = results.map((r) => (r.status === 'error' ? text(r.message) : r.status));
    expect(messages[2]).toBe('ISBN/product already exists in the form');
    expect(messages[3]).toBe('ISBN/product already exists in the form');
    expect(messages[4]).toBe('ISBN/product already exists in the form');
    expect(messages[5]).toBe(
      'Unable to find corresponding product - please make sure that product code/ISBN is correct',
    );
    expect(messages[7]).toBe(
      'This product cannot be bought online. Please contact Customer Support to order it.',
    );
    expect(messages[8]).toBe(
      'This product requires qualification level C. Your qualification level is AB.',
    );
    expect(messages[10]).toBe('The maximum order quantity for this product is 10');
    expect(messages[11]).toBe('The minimum order quantity for this product is 10');
    expect(messages[12]).toBe('Please enter a quantity');
    expect(messages[13]).toBe('Please enter a whole number of 1 or more');
    expect(messages[20]).toBe(
      'Unable to find corresponding product - please make sure that product code/ISBN is correct',
    );
  });

  it('for a known shopper, checks nothing later', () => {
    const aimsweb = ok(results[16]);
    expect(aimsweb.qualificationCheckedLater).toBe(false);
    expect(aimsweb.accountTypeCheckedLater).toBe(false);
    expect(aimsweb.notices).toEqual([]);
  });

  it('reads each lookup once, and none for empty, repeated or malformed entries', () => {
    // 24 entries, minus 2 repeated keys and 1 malformed entry.
    expect(read).toHaveBeenCalledTimes(21);
    expect(read).not.toHaveBeenCalledWith('HELLOWORLD!');
    expect(new Set(read.mock.calls.map(([key]) => key)).size).toBe(21);
  });

  it('summarises: errors block "add all", and the ok lines are ready in row order', () => {
    expect(summarizeRows(results)).toEqual({
      ok: 10,
      pending: 0,
      errors: 14,
      empty: 1,
      canAdd: false,
    });
    expect(linesToAdd(results)).toEqual([
      { code: '0158241918', quantity: 1 },
      { code: '0158241926', quantity: 2 },
      { code: 'A103000290018', quantity: 1 },
      { code: '0158242116', quantity: 1 },
      { code: '0158242124', quantity: 3 },
      { code: '0158242132', quantity: 1 },
      { code: '0158256419', quantity: 1 },
      { code: '0158263105', quantity: 1 },
      { code: '0158271450', quantity: 1 },
      { code: '0158271469', quantity: 25 },
    ]);
  });

  it('is pure and repeatable (performance sanity without timing): no input is changed', () => {
    const before = JSON.stringify(form);
    const first = JSON.stringify(validateRows(form, { lookups: lookup, user: ORG_AB }));
    for (let i = 0; i < 1000; i += 1) validateRows(form, { lookups: lookup, user: ORG_AB });
    expect(JSON.stringify(validateRows(form, { lookups: lookup, user: ORG_AB }))).toBe(first);
    expect(JSON.stringify(form)).toBe(before);
  });
});

describe('validateRows: the 26th product', () => {
  const codes = SEED_PRODUCTS.filter((p) => p.buyableOnline && p.minOrderQuantity === 1)
    .slice(0, 26)
    .map((p) => p.code);
  const form = rows(...codes);

  it('refuses the 26th product with its own message, whatever the rows flag', () => {
    expect(form).toHaveLength(26);
    const results = validateRows(form, { lookups: lookup, user: ORG_ABC });
    expect(results.slice(0, 25).every((r) => r.status === 'ok')).toBe(true);
    const last = failed(results[25]);
    expect(last.error).toBe('tooManyProducts');
    expect(text(last.message)).toBe('You can add up to 25 products at a time.');
  });

  it('counts products, not rows: empty rows do not count', () => {
    const withGaps = [...rows('', ''), ...form.slice(0, 25), ...rows('')];
    const results = validateRows(withGaps, { lookups: lookup, user: ORG_ABC });
    expect(results.filter((r) => r.status === 'ok')).toHaveLength(25);
    expect(results.filter((r) => r.status === 'error')).toHaveLength(0);
  });

  it('canAddProduct refuses the 26th product', () => {
    expect(canAddProduct(form.slice(0, 24))).toBe(true);
    expect(canAddProduct(form.slice(0, 25))).toBe(false);
    expect(canAddProduct([...form.slice(0, 24), ...rows('', '  ')])).toBe(true);
    expect(canAddProduct(form.slice(0, 3), 3)).toBe(false);
  });

  it('honours a smaller maxProducts', () => {
    const results = validateRows(form.slice(0, 4), {
      lookups: lookup,
      user: ORG_ABC,
      maxProducts: 3,
    });
    expect(failed(results[3]).message).toEqual({
      key: 'quickOrder.tooManyProducts',
      params: { max: 3 },
    });
  });
});

describe('validateRows: duplicates', () => {
  it('the brief’s pair: hyphenated and plain forms of one entry', () => {
    const results = validateRows(rows('978-0-15-897987-6', '9780158979876'), {
      lookups: lookup,
      user: ORG_ABC,
    });
    expect(failed(results[0]).error).toBe('unknown');
    expect(failed(results[1]).error).toBe('duplicate');
  });

  it('one product typed by code and by ISBN; the first keeps its own result', () => {
    const results = validateRows(rows(['0158979876', '9'], '978-0-15-897987-8'), {
      lookups: lookup,
      user: ORG_ABC,
    });
    expect(failed(results[0]).error).toBe('aboveMaximum');
    expect(failed(results[1]).error).toBe('duplicate');
  });

  it('catches a repeated entry before its lookup has answered', () => {
    const results = validateRows(rows('0158241926', ' 0158241926 '), {
      lookups: new Map<string, ProductLookup<ProductSummary>>(),
      user: ORG_AB,
    });
    expect(results[0]!.status).toBe('pending');
    expect(failed(results[1]).error).toBe('duplicate');
  });

  it('is case-insensitive for codes', () => {
    const results = validateRows(rows('A103000290018', 'a103000290018'), {
      lookups: lookup,
      user: ORG_AB,
    });
    expect(failed(results[1]).error).toBe('duplicate');
  });
});

describe('validateRows: lookups', () => {
  it('pending until the lookup answers (unknown or pending in the map)', () => {
    const lookups = new Map<string, ProductLookup<ProductSummary>>([
      ['0158241926', { status: 'pending' }],
    ]);
    const results = validateRows(rows('0158241926', '0158242116'), { lookups, user: ORG_AB });
    expect(results.map((r) => r.status)).toEqual(['pending', 'pending']);
    expect(results[0]).toMatchObject({ key: '0158241926', kind: 'productCode' });
    expect(summarizeRows(results).canAdd).toBe(false);
  });

  it('a failed lookup says so and can be retried', () => {
    const lookups = new Map<string, ProductLookup<ProductSummary>>([
      ['0158241926', { status: 'failed' }],
    ]);
    const result = failed(validateRows(rows('0158241926'), { lookups, user: ORG_AB })[0]);
    expect(result.error).toBe('lookupFailed');
    expect(text(result.message)).toBe('We could not look up this product. Please try again.');
  });

  it('lookupKeys: what to look up, once each, in row order', () => {
    expect(
      lookupKeys(rows('', '978-0-15-824191-3', 'bad code!', '9780158241913', 'a1', ' A1 ')),
    ).toEqual(['9780158241913', 'A1']);
  });
});

describe('validateRows: who is buying', () => {
  it('anonymous: fills the cart, the qualification is checked later and says so', () => {
    const results = validateRows(rows('0158979817', 'A103000290018'), {
      lookups: lookup,
      user: undefined,
    });
    const wisc = ok(results[0]);
    expect(wisc.qualificationCheckedLater).toBe(true);
    expect(wisc.accountTypeCheckedLater).toBe(false);
    expect(wisc.notices.map(text)).toEqual([
      'This product requires qualification level C. Your qualification is checked once you sign in.',
    ]);
    const aimsweb = ok(results[1]);
    expect(aimsweb.accountTypeCheckedLater).toBe(true);
    expect(aimsweb.notices.map((n) => n.key)).toEqual([
      'qualification.checkedLater',
      'aimsweb.organisationCheckedLater',
    ]);
  });

  it('level A shopper: A products only', () => {
    const teacher: Shopper = { qualificationLevel: 'A', accountType: 'ORGANIZATION' };
    const results = validateRows(rows('0158241918', '0158036645', '0158979817'), {
      lookups: lookup,
      user: teacher,
    });
    expect(results.map((r) => r.status)).toEqual(['ok', 'error', 'error']);
    expect(failed(results[1]).message).toEqual({
      key: 'qualification.insufficient',
      params: { needed: 'B', have: 'A' },
    });
  });

  it('known shopper without a level on file', () => {
    const result = failed(
      validateRows(rows('0158241918'), {
        lookups: lookup,
        user: { qualificationLevel: undefined, accountType: 'ORGANIZATION' },
      })[0],
    );
    expect(result.error).toBe('insufficientQualification');
    expect(text(result.message)).toBe(
      'This product requires qualification level A. We have no qualification level on file for you.',
    );
  });

  it('personal account: no aimswebPlus', () => {
    const result = failed(
      validateRows(rows('A103000290018'), { lookups: lookup, user: PERSONAL_ABC })[0],
    );
    expect(result.error).toBe('aimswebOrganisationOnly');
    expect(text(result.message)).toBe('Only organisational accounts can buy aimswebPlus products.');
  });

  it('signed in, account not chosen: aimswebPlus checked before checkout', () => {
    const result = ok(
      validateRows(rows('A103000290018'), {
        lookups: lookup,
        user: { qualificationLevel: 'ABC' },
      })[0],
    );
    expect(result.qualificationCheckedLater).toBe(false);
    expect(result.accountTypeCheckedLater).toBe(true);
    expect(result.notices.map(text)).toEqual([
      'Only organisational accounts can buy aimswebPlus products. Your account is checked before checkout.',
    ]);
  });

  it('a row without an entry is empty whatever its quantity', () => {
    const results = validateRows(rows(['', '5'], [' ', ''], ['-', 'x']), {
      lookups: lookup,
      user: ORG_AB,
    });
    expect(results.map((r) => r.status)).toEqual(['empty', 'empty', 'empty']);
    expect(summarizeRows(results).canAdd).toBe(false);
  });

  it('all rows ok: "add all" may run', () => {
    const results = validateRows(rows('0158241918', ['0158241926', '4']), {
      lookups: lookup,
      user: ORG_AB,
    });
    expect(summarizeRows(results)).toMatchObject({ ok: 2, canAdd: true });
  });
});

describe('rowCount and canAddRow (quick-order-rows flag)', () => {
  it('no flag (production default): 5 rows, up to 25', () => {
    expect(FLAG_DEFAULTS['quick-order-rows']).toBeNull();
    expect(rowCount(FLAG_DEFAULTS['quick-order-rows'])).toEqual({ initialRows: 5, maxRows: 25 });
    expect(rowCount(undefined)).toEqual({
      initialRows: DEFAULT_QUICK_ORDER_ROWS,
      maxRows: MAX_QUICK_ORDER_PRODUCTS,
    });
  });

  it('the mock flag: 3 rows, up to 25', () => {
    expect(rowCount(FLAG_MOCK_VALUES['quick-order-rows'])).toEqual({ initialRows: 3, maxRows: 25 });
  });

  it.each([
    [
      { min: 2, max: 10 },
      { initialRows: 2, maxRows: 10 },
    ],
    [
      { min: 30, max: 40 },
      { initialRows: 25, maxRows: 25 },
    ],
    [
      { min: 10, max: 4 },
      { initialRows: 4, maxRows: 4 },
    ],
    [
      { min: 0, max: 0 },
      { initialRows: 1, maxRows: 1 },
    ],
    [
      { min: 2.7, max: 8.2 },
      { initialRows: 2, maxRows: 8 },
    ],
    [
      { min: Number.NaN, max: Number.POSITIVE_INFINITY },
      { initialRows: 5, maxRows: 25 },
    ],
  ])('%j → %j', (flag, expected) => {
    expect(rowCount(flag)).toEqual(expected);
  });

  it('a malformed flag value falls back per field', () => {
    expect(rowCount({ min: '3', max: null } as unknown as { min: number; max: number })).toEqual({
      initialRows: 5,
      maxRows: 25,
    });
  });

  it('canAddRow stops at the maximum', () => {
    const limits = rowCount({ min: 3, max: 25 });
    expect(canAddRow(3, limits)).toBe(true);
    expect(canAddRow(24, limits)).toBe(true);
    expect(canAddRow(25, limits)).toBe(false);
  });
});

describe('types stay compatible with the cart API schemas', () => {
  it('a schema product and a cart user fit the rules’ inputs', () => {
    // Compile-time checks: these assignments fail `tsc` if the shapes drift apart.
    const asSummary = (p: SchemaProductSummary): ProductSummary => p;
    const asQuickOrderProduct = (p: Product): QuickOrderProduct => p;
    const asShopper = (u: CartUser): Shopper => u;
    expect([asSummary, asQuickOrderProduct, asShopper]).toHaveLength(3);
  });
});

describe('validateRows: online training (spec section 6: needs login)', () => {
  const TRAINING = 'A103000310010';

  it('refuses a training for a visitor, with the reason', () => {
    const [row] = validateRows(rows(TRAINING), { lookups: lookup, user: undefined });
    const refused = failed(row);
    expect(refused.error).toBe('trainingNeedsLogin');
    expect(refused.field).toBe('entry');
    expect(text(refused.message)).toBe(
      'Sign in to add an online training: it needs preferred dates and participants.',
    );
  });

  it('lets a signed-in shopper add it (the cart then asks for its details)', () => {
    const [row] = validateRows(rows(TRAINING), { lookups: lookup, user: PERSONAL_ABC });
    expect(ok(row).product.code).toBe(TRAINING);
  });
});
