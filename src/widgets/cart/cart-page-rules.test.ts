import { describe, expect, it } from 'vitest';
import { CART_ERRORS, type Cart, type CartErrorKey } from '../../api/cart/cart.schema';
import { cartMessages } from '../../rules/cart/cart.messages';
import { ApiError } from '../../api/http/api-error';
import { translator } from '../../core/i18n/messages';
import { cartDiscountLabel, cartShippingInput } from '../../ui/cart/cart-totals';
import { discountLabelText } from '../../ui/cart/totals-list';
import { discountMessages } from '../../rules/cart/discount.messages';
import { cartDisplayMessages } from '../../ui/cart/cart-display.messages';
import { entryRestriction, qualificationsHref } from '../../ui/cart/cart-entry-summary';
import {
  checkoutRules,
  mutationRef,
  orphanStockNotices,
  quantityProblem,
  saveFailure,
  stockMessage,
  updateFailure,
  type PageMessage,
} from './cart-page-rules';
import { voucherFailure } from '../../ui/cart/voucher-failure';
import { cartPageMessages } from './cart.messages';
import { shippingNotes } from '../../rules/cart/shipping-notes';

const en = translator(cartMessages, 'en');
const discountEn = translator(discountMessages, 'en');
const page = translator(cartPageMessages, 'en');
const say = (message: PageMessage) =>
  message.catalog === 'page' ? page(message.key, message.params) : en(message.key, message.params);

/** An OCC error answer as the commerce client throws it. */
function refusal(key: CartErrorKey, status = 400): ApiError {
  const code: { type: string; reason?: string; subject?: string; message?: string } =
    CART_ERRORS[key];
  return new ApiError('http', `HTTP ${status}`, status, {
    errors: [{ message: 'technical text', ...code }],
  });
}

const LIMITS = { minOrderQuantity: 5, maxOrderQuantity: 10 };

describe('cart quantity (spec section 5: positive and not empty; per-product min and max)', () => {
  it.each([
    ['', 'Please enter a quantity'],
    ['   ', 'Please enter a quantity'],
    ['0', 'Please enter a whole number of 1 or more'],
    ['-2', 'Please enter a whole number of 1 or more'],
    ['1.5', 'Please enter a whole number of 1 or more'],
    ['abc', 'Please enter a whole number of 1 or more'],
    ['4', 'The minimum order quantity for this product is 5'],
    ['11', 'The maximum order quantity for this product is 10'],
  ])('%j → %s', (value, text) => {
    const problem = quantityProblem(value, LIMITS);
    expect(problem && en(problem.key, problem.params)).toBe(text);
  });

  it.each(['5', ' 7 ', '10'])('%j is fine', (value) => {
    expect(quantityProblem(value, LIMITS)).toBeUndefined();
  });
});

describe('a failed quantity change', () => {
  it('a platform refusal gets the rule’s message and no retry', () => {
    expect(updateFailure(refusal('minOrderQuantity'), LIMITS)).toEqual({
      message: { catalog: 'rules', key: 'quantity.belowMinimum', params: { min: 5 } },
      retry: false,
    });
    expect(say(updateFailure(refusal('invalidQuantity'), LIMITS).message)).toBe(
      'Please enter a whole number of 1 or more',
    );
    expect(say(updateFailure(refusal('entryNotFound', 404), LIMITS).message)).toBe(
      'This item is no longer in your cart.',
    );
  });

  it.each([
    [
      '500',
      new ApiError('http', 'HTTP 500', 500, { errors: [{ type: 'ServerError', message: 'x' }] }),
    ],
    ['timeout', new ApiError('timeout', 'Timeout', 0)],
    ['network', new ApiError('network', 'Failed to fetch', 0)],
    ['parse', new ApiError('parse', 'Bad JSON', 200)],
  ])('%s: "try again" with a retry', (_kind, error) => {
    const failure = updateFailure(error, LIMITS);
    expect(failure.retry).toBe(true);
    expect(say(failure.message)).toBe(
      'We could not save the quantity you entered. Please try again.',
    );
  });
});

describe('promotion code outcome → message (spec section 8)', () => {
  it.each([
    ['voucherInvalid', 'This promotion code is invalid.'],
    ['voucherInactive', 'This promotion code is not active.'],
    ['voucherAlreadyApplied', 'This promotion code has already been applied.'],
    ['voucherNotApplicable', 'This promotion code does not apply to the items in your cart.'],
  ] as const)('%s → %s', (key, text) => {
    const failure = voucherFailure(refusal(key));
    expect(failure.retry).toBe(false);
    expect(say(failure.message)).toBe(text);
  });

  it('SAP Commerce’s message codes map the same way', () => {
    const sap = (message: string) =>
      new ApiError('http', 'HTTP 400', 400, {
        errors: [{ type: 'VoucherOperationError', message }],
      });
    expect(say(voucherFailure(sap('coupon.invalid.code.provided')).message)).toBe(
      'This promotion code is invalid.',
    );
    expect(say(voucherFailure(sap('coupon.not.active.expired')).message)).toBe(
      'This promotion code is not active.',
    );
  });

  it.each([
    [
      'a server error',
      new ApiError('http', 'HTTP 500', 500, { errors: [{ type: 'ServerError', message: 'x' }] }),
    ],
    ['a timeout', new ApiError('timeout', 'Timeout', 0)],
    ['a network failure', new ApiError('network', 'Failed to fetch', 0)],
    ['an unrelated refusal', refusal('invalidBody')],
  ])('%s is the generic message, with a retry', (_name, error) => {
    const failure = voucherFailure(error);
    expect(failure.retry).toBe(true);
    expect(say(failure.message)).toBe(
      'This promotion code could not be applied. Please try again.',
    );
  });
});

describe('a refused save goes to its field', () => {
  it.each([
    ['saveCartNameMissing', 'name', 'Please enter a cart name'],
    ['saveCartNameInvalid', 'name', 'Cart name can only be alpha numeric'],
    ['saveCartNameTooLong', 'name', 'Cart name can be no more than 50 characters.'],
    [
      'saveCartDescriptionTooLong',
      'description',
      'Description can be no more than 255 characters.',
    ],
  ] as const)('%s → %s: %s', (key, field, text) => {
    const failure = saveFailure(refusal(key));
    expect(failure.field).toBe(field);
    if (failure.field === undefined) throw new Error('expected a field error');
    expect(en(failure.message.key, failure.message.params)).toBe(text);
  });

  it('anything else is a form-level message (what was typed stays in the form)', () => {
    const failure = saveFailure(new ApiError('timeout', 'Timeout', 0));
    expect(failure.field).toBeUndefined();
    expect(say(failure.message as PageMessage)).toBe(
      'We could not save your cart. Please try again.',
    );
  });
});

// ---------------------------------------------------------------------------------------------

function price(value: number) {
  return { value, currencyIso: 'USD', formattedValue: `$${value.toFixed(2)}` };
}

function entry(
  code: string,
  options: {
    aimsweb?: boolean;
    digital?: boolean;
    level?: 'A' | 'B' | 'C';
    gross?: number;
    restriction?: 'qualificationLevel' | 'accountType';
  } = {},
): Cart['entries'][number] {
  return {
    entryNumber: 0,
    product: {
      code,
      isbn13: '',
      name: `Product ${code}`,
      programName: 'Program',
      qualificationLevel: options.level ?? 'A',
      aimsweb: options.aimsweb ?? false,
      digital: options.digital ?? false,
      buyableOnline: true,
      minOrderQuantity: 1,
      maxOrderQuantity: 999,
    },
    quantity: 1,
    basePrice: price(options.gross ?? 10),
    totalPrice: price(options.gross ?? 10),
    totalDiscounts: price(0),
    notDiscountable: false,
    ...(options.restriction ? { restriction: { reason: options.restriction, message: 'x' } } : {}),
  };
}

function cartWith(
  entries: Cart['entries'],
  user: Cart['user'] = { uid: 'anonymous' },
): Pick<Cart, 'entries' | 'user' | 'totalPrice' | 'stockNotices'> {
  return { entries, user, totalPrice: price(0), stockNotices: [] };
}

const texts = (messages: PageMessage[]) => messages.map(say);

describe('what holds checkout back (spec sections 5, 6, 9)', () => {
  it('nothing, for an ordinary cart', () => {
    expect(
      checkoutRules(cartWith([entry('A1')]), { locale: 'en-us', quantitiesPending: false }),
    ).toEqual({ blockers: [], notices: [] });
  });

  it('the aimswebPlus minimum, with the organisation rule told as information while anonymous', () => {
    const rules = checkoutRules(cartWith([entry('AW', { aimsweb: true, gross: 15 })]), {
      locale: 'en-us',
      quantitiesPending: false,
    });
    expect(texts(rules.blockers)).toEqual([
      'aimswebPlus products need a minimum order total of $300.00. Add $285.00 more to continue.',
    ]);
    expect(texts(rules.notices)).toEqual([
      'Only organisational accounts can buy aimswebPlus products. Your account is checked before checkout.',
    ]);
  });

  it('a personal account with aimswebPlus, and an insufficient qualification level', () => {
    const rules = checkoutRules(
      cartWith(
        [
          entry('AW', { aimsweb: true, gross: 300, restriction: 'accountType' }),
          entry('C1', { level: 'C', restriction: 'qualificationLevel' }),
        ],
        { uid: 'u-1', accountType: 'PERSONAL', qualificationLevel: 'AB' },
      ),
      { locale: 'en-us', quantitiesPending: true },
    );
    expect(texts(rules.blockers)).toEqual([
      'Only organisational accounts can buy aimswebPlus products.',
      'Some products need a qualification level you do not have. Remove them or update your qualifications.',
      'Correct or save the quantities marked above.',
    ]);
    expect(rules.notices).toEqual([]);
  });

  it('an organisation account meeting the minimum may continue', () => {
    const rules = checkoutRules(
      cartWith([entry('AW', { aimsweb: true, gross: 300 })], {
        uid: 'u-1003',
        accountType: 'ORGANIZATION',
        qualificationLevel: 'AB',
      }),
      { locale: 'en-us', quantitiesPending: false },
    );
    expect(rules).toEqual({ blockers: [], notices: [] });
  });
});

describe('entry restrictions (spec section 6)', () => {
  const known = { uid: 'u-1003', qualificationLevel: 'AB' } as const;

  it('an insufficient level says why and links to qualification updates', () => {
    const note = entryRestriction(
      entry('C1', { level: 'C', restriction: 'qualificationLevel' }),
      known,
    );
    expect(note?.blocking).toBe(true);
    expect(note?.qualificationLink).toBe(true);
    expect(note && en(note.message.key, note.message.params)).toBe(
      'This product requires qualification level C. Your qualification level is AB.',
    );
    expect(qualificationsHref({ locale: 'en-us', storeBasePath: '/store/usassessments/en' })).toBe(
      '/store/usassessments/en/my-account/qualifications',
    );
  });

  it('no level on file', () => {
    const note = entryRestriction(entry('C1', { level: 'B', restriction: 'qualificationLevel' }), {
      uid: 'u-9',
    });
    expect(note && en(note.message.key, note.message.params)).toBe(
      'This product requires qualification level B. We have no qualification level on file for you.',
    );
  });

  it('aimswebPlus for a personal account', () => {
    const note = entryRestriction(
      entry('AW', { aimsweb: true, restriction: 'accountType' }),
      known,
    );
    expect(note && en(note.message.key)).toBe(
      'Only organisational accounts can buy aimswebPlus products.',
    );
  });

  it('anonymous: checked once the buyer is known; a known buyer who may buy: nothing', () => {
    const note = entryRestriction(entry('B1', { level: 'B' }), { uid: 'anonymous' });
    expect(note?.blocking).toBe(false);
    expect(note && en(note.message.key, note.message.params)).toBe(
      'This product requires qualification level B. Your qualification is checked once you sign in.',
    );
    expect(entryRestriction(entry('A1'), known)).toBeUndefined();
  });
});

describe('discount label display (spec section 4)', () => {
  const uap = { uapStatus: 'UAP_APPLIED', uapLabel: 'University adoption price' } as const;
  const org = { orgDiscountStatus: 'OLD_APPLIED', orgDiscountLabel: 'District discount' } as const;

  it.each([
    [
      'UAP applied, UAP feature on',
      { ...uap, ...org },
      { uap: true, orgDiscount: true },
      'University adoption price',
    ],
    [
      'UAP applied, UAP feature off',
      { ...uap, ...org },
      { uap: false, orgDiscount: true },
      'District discount',
    ],
    ['organisation discount, flag off', org, { uap: true, orgDiscount: false }, 'Discounts'],
    ['no promotion status', {}, { uap: true, orgDiscount: true }, 'Discounts'],
    [
      'UAP expired',
      { uapStatus: 'UAP_EXPIRED', uapLabel: 'UAP' },
      { uap: true, orgDiscount: true },
      'Discounts',
    ],
  ] as const)('%s → %s', (_name, cart, flags, text) => {
    expect(discountLabelText(cartDiscountLabel(cart, flags), discountEn)).toBe(text);
  });

  it('the UAP limit reached message, only with the UAP feature on', () => {
    const cart = { uapStatus: 'UAP_LIMIT_REACHED', uapLabel: 'UAP' } as const;
    const on = cartDiscountLabel(cart, { uap: true, orgDiscount: false });
    expect(on.limitReached && discountEn(on.limitReached)).toBe(
      'You have reached your UAP discount limit. Further items are charged at the standard price.',
    );
    expect(
      cartDiscountLabel(cart, { uap: false, orgDiscount: false }).limitReached,
    ).toBeUndefined();
  });

  it('in French, the generic label comes from the rule catalog', () => {
    expect(
      discountLabelText(
        cartDiscountLabel({}, { uap: true, orgDiscount: true }),
        translator(discountMessages, 'fr'),
      ),
    ).toBe(discountMessages.fr.generic);
  });
});

describe('shipping notes where the totals are (spec section 9)', () => {
  it('Japan: the ja-jp site with a physical product; organisations get the tax-exempt note', () => {
    const cart = cartWith([entry('K1')], { uid: 'u-1', accountType: 'ORGANIZATION' });
    expect(shippingNotes(cartShippingInput(cart, 'ja-jp'))).toEqual([
      'japanPhilippines',
      'taxExempt',
    ]);
    expect(shippingNotes(cartShippingInput(cart, 'en-us'))).toEqual(['taxExempt']);
  });

  it('digital products only, personal account: none', () => {
    const cart = cartWith([entry('D1', { digital: true })], {
      uid: 'u-1',
      accountType: 'PERSONAL',
    });
    expect(shippingNotes(cartShippingInput(cart, 'ja-jp'))).toEqual([]);
  });
});

describe('stock notices', () => {
  it('reduced for stock, and out of stock for a product no longer in the cart', () => {
    expect(en(...spread(stockMessage({ productCode: 'K1', requested: 5, granted: 2 })))).toBe(
      'Only 2 in stock: the quantity was reduced from 5 to 2.',
    );
    const cart = {
      ...cartWith([entry('K1')]),
      stockNotices: [
        { productCode: 'K1', requested: 5, granted: 2 },
        { productCode: 'GONE', requested: 1, granted: 0 },
      ],
    };
    const orphans = orphanStockNotices(cart);
    expect(orphans.map((n) => n.productCode)).toEqual(['GONE']);
    expect(en(...spread(stockMessage(orphans[0]!)))).toBe(
      'This product is out of stock and was not added to your cart.',
    );
  });
});

function spread(message: {
  key: keyof typeof cartMessages.en;
  params?: Record<string, string | number>;
}) {
  return [message.key, message.params] as const;
}

describe('the cart a change addresses', () => {
  it('a visitor’s by guid, a shopper’s current cart', () => {
    expect(mutationRef('anonymous', 'guid-1234-5678')).toEqual({
      userId: 'anonymous',
      cartId: 'guid-1234-5678',
    });
    expect(mutationRef('current', 'guid-1234-5678')).toEqual({
      userId: 'current',
      cartId: 'current',
    });
  });
});

describe('the cart page catalogs', () => {
  it.each([
    ['cart page', cartPageMessages],
    ['cart display', cartDisplayMessages],
  ] as const)('%s: every language has every English key, with text', (_name, messages) => {
    const english = Object.keys(messages.en).sort();
    for (const language of ['fr', 'nl', 'es'] as const) {
      const catalog = messages[language] as Record<string, string | undefined>;
      expect(Object.keys(catalog).sort(), language).toEqual(english);
      for (const [key, text] of Object.entries(catalog)) {
        expect(text?.trim(), `${language}.${key}`).toBeTruthy();
      }
    }
  });
});
