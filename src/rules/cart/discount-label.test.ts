import { describe, expect, it } from 'vitest';
import type { Cart } from '../../api/cart/cart.schema';
import { discountMessages } from './discount.messages';
import {
  discountLabel,
  type DiscountLabelInput,
  type OrgDiscountStatus,
  type UapStatus,
} from './discount-label';
import { translator } from '../../core/i18n/messages';

const en = translator(discountMessages, 'en');
const BASE: DiscountLabelInput = { uapFeatureEnabled: false, orgDiscountFlag: false };

describe('discount label (spec section 4), row by row', () => {
  it.each<[string, DiscountLabelInput, ReturnType<typeof discountLabel>]>([
    [
      'UAP applied, feature on, UAP label → UAP label',
      { ...BASE, uapStatus: 'UAP_APPLIED', uapFeatureEnabled: true, uapLabel: 'UAP pricing' },
      { kind: 'uap', text: 'UAP pricing' },
    ],
    [
      'UAP applied, feature off → not the UAP label',
      { ...BASE, uapStatus: 'UAP_APPLIED', uapFeatureEnabled: false, uapLabel: 'UAP pricing' },
      { kind: 'generic', message: 'generic' },
    ],
    [
      'UAP applied, feature on, no UAP label → not the UAP label',
      { ...BASE, uapStatus: 'UAP_APPLIED', uapFeatureEnabled: true },
      { kind: 'generic', message: 'generic' },
    ],
    [
      'UAP applied, feature on, blank UAP label → not the UAP label',
      { ...BASE, uapStatus: 'UAP_APPLIED', uapFeatureEnabled: true, uapLabel: '   ' },
      { kind: 'generic', message: 'generic' },
    ],
    [
      'UAP expired, feature on, UAP label → not the UAP label',
      { ...BASE, uapStatus: 'UAP_EXPIRED', uapFeatureEnabled: true, uapLabel: 'UAP pricing' },
      { kind: 'generic', message: 'generic' },
    ],
    [
      'UAP limit reached, feature on, UAP label → generic label and the limit message',
      {
        ...BASE,
        uapStatus: 'UAP_LIMIT_REACHED',
        uapFeatureEnabled: true,
        uapLabel: 'UAP pricing',
      },
      {
        kind: 'generic',
        message: 'generic',
        limitReached: 'uapLimitReached',
      },
    ],
    [
      'UAP limit reached, feature off → no limit message',
      { ...BASE, uapStatus: 'UAP_LIMIT_REACHED', uapFeatureEnabled: false, uapLabel: 'UAP' },
      { kind: 'generic', message: 'generic' },
    ],
    [
      'org flag on, OLD_APPLIED, org label → org label',
      { ...BASE, orgDiscountFlag: true, oldStatus: 'OLD_APPLIED', orgLabel: 'District rate' },
      { kind: 'org', text: 'District rate' },
    ],
    [
      'org flag off, OLD_APPLIED, org label → generic',
      { ...BASE, orgDiscountFlag: false, oldStatus: 'OLD_APPLIED', orgLabel: 'District rate' },
      { kind: 'generic', message: 'generic' },
    ],
    [
      'org flag on, OLD_EXPIRED, org label → generic',
      { ...BASE, orgDiscountFlag: true, oldStatus: 'OLD_EXPIRED', orgLabel: 'District rate' },
      { kind: 'generic', message: 'generic' },
    ],
    [
      'org flag on, OLD_NOT_STARTED, org label → generic',
      { ...BASE, orgDiscountFlag: true, oldStatus: 'OLD_NOT_STARTED', orgLabel: 'District rate' },
      { kind: 'generic', message: 'generic' },
    ],
    [
      'org flag on, OLD_APPLIED, no org label → generic',
      { ...BASE, orgDiscountFlag: true, oldStatus: 'OLD_APPLIED', orgLabel: '' },
      { kind: 'generic', message: 'generic' },
    ],
    [
      'both apply → the UAP rule wins',
      {
        uapStatus: 'UAP_APPLIED',
        uapFeatureEnabled: true,
        uapLabel: 'UAP pricing',
        orgDiscountFlag: true,
        oldStatus: 'OLD_APPLIED',
        orgLabel: 'District rate',
      },
      { kind: 'uap', text: 'UAP pricing' },
    ],
    [
      'UAP limit reached and the org rule applies → org label and the limit message',
      {
        uapStatus: 'UAP_LIMIT_REACHED',
        uapFeatureEnabled: true,
        uapLabel: 'UAP pricing',
        orgDiscountFlag: true,
        oldStatus: 'OLD_APPLIED',
        orgLabel: 'District rate',
      },
      { kind: 'org', text: 'District rate', limitReached: 'uapLimitReached' },
    ],
    ['nothing → generic', BASE, { kind: 'generic', message: 'generic' }],
    [
      'labels shown trimmed',
      { ...BASE, uapStatus: 'UAP_APPLIED', uapFeatureEnabled: true, uapLabel: '  UAP  ' },
      { kind: 'uap', text: 'UAP' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(discountLabel(input)).toEqual(expected);
  });

  it('matches the spec sentence for every combination of inputs', () => {
    const uapStatuses: (UapStatus | undefined)[] = [
      undefined,
      'UAP_APPLIED',
      'UAP_LIMIT_REACHED',
      'UAP_EXPIRED',
    ];
    const oldStatuses: (OrgDiscountStatus | undefined)[] = [
      undefined,
      'OLD_APPLIED',
      'OLD_EXPIRED',
      'OLD_NOT_STARTED',
    ];
    const labels = [undefined, null, '', ' ', 'Label'];
    let combinations = 0;
    for (const uapStatus of uapStatuses)
      for (const uapFeatureEnabled of [true, false])
        for (const uapLabel of labels)
          for (const orgDiscountFlag of [true, false])
            for (const oldStatus of oldStatuses)
              for (const orgLabel of labels) {
                combinations += 1;
                const input = {
                  uapStatus,
                  uapFeatureEnabled,
                  uapLabel,
                  orgDiscountFlag,
                  oldStatus,
                  orgLabel,
                };
                const result = discountLabel(input);
                const expectedKind =
                  uapStatus === 'UAP_APPLIED' && uapFeatureEnabled && uapLabel === 'Label'
                    ? 'uap'
                    : orgDiscountFlag && oldStatus === 'OLD_APPLIED' && orgLabel === 'Label'
                      ? 'org'
                      : 'generic';
                expect(result.kind, JSON.stringify(input)).toBe(expectedKind);
                expect(result.limitReached !== undefined, JSON.stringify(input)).toBe(
                  uapFeatureEnabled && uapStatus === 'UAP_LIMIT_REACHED',
                );
              }
    expect(combinations).toBe(4 * 2 * 5 * 2 * 4 * 5);
  });

  it('the texts', () => {
    expect(en('generic')).toBe('Discounts');
    expect(en('uapLimitReached')).toBe(
      'You have reached your UAP discount limit. Further items are charged at the standard price.',
    );
  });

  it('takes the cart API’s fields', () => {
    const cart: Pick<Cart, 'uapStatus' | 'uapLabel' | 'orgDiscountStatus' | 'orgDiscountLabel'> = {
      orgDiscountStatus: 'OLD_APPLIED',
      orgDiscountLabel: 'District rate',
    };
    const label = discountLabel({
      uapStatus: cart.uapStatus,
      uapLabel: cart.uapLabel,
      uapFeatureEnabled: true,
      orgDiscountFlag: true,
      oldStatus: cart.orgDiscountStatus,
      orgLabel: cart.orgDiscountLabel,
    });
    expect(label).toEqual({ kind: 'org', text: 'District rate' });
  });
});
