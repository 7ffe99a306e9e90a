import { describe, expect, it } from 'vitest';
import { cartMessages } from './cart.messages';
import { shippingNoteMessages, shippingNotes, type ShippingNotesInput } from './shipping-notes';
import { translator } from '../../core/i18n/messages';
import { LOCALES } from '../../core/locale/locales';

const en = translator(cartMessages, 'en');
const physical = (availability?: string) => ({ product: { digital: false }, availability });
const digital = { product: { digital: true } };
const US: ShippingNotesInput = { locale: 'en-us', entries: [physical()] };

describe('Japan and the Philippines (spec section 9)', () => {
  it('on the ja-jp site', () => {
    expect(shippingNotes({ ...US, locale: 'ja-jp' })).toEqual(['japanPhilippines']);
    for (const locale of LOCALES.filter((l) => l !== 'ja-jp')) {
      expect(shippingNotes({ ...US, locale }), locale).toEqual([]);
    }
  });

  it('when shipping to JP or PH from any site', () => {
    expect(shippingNotes({ ...US, shippingCountryIso: 'JP' })).toEqual(['japanPhilippines']);
    expect(shippingNotes({ ...US, locale: 'zh-sg', shippingCountryIso: 'ph' })).toEqual([
      'japanPhilippines',
    ]);
    expect(shippingNotes({ ...US, locale: 'zh-sg', shippingCountryIso: 'SG' })).toEqual([]);
    expect(shippingNotes({ ...US, shippingCountryIso: null })).toEqual([]);
  });

  it('not for an all-digital cart (nothing ships)', () => {
    expect(
      shippingNotes({ locale: 'ja-jp', entries: [digital], shippingCountryIso: 'JP' }),
    ).toEqual([]);
    expect(shippingNotes({ locale: 'ja-jp', entries: [] })).toEqual([]);
  });

  it('the text', () => {
    expect(en('shipping.japanPhilippines')).toBe(
      'Shipments to Japan or the Philippines may incur additional taxes, duties or fees, which are paid by the customer.',
    );
  });
});

describe('split shipments', () => {
  it('physical entries with different availability', () => {
    expect(shippingNotes({ ...US, entries: [physical('inStock'), physical('backorder')] })).toEqual(
      ['splitShipment'],
    );
    expect(shippingNotes({ ...US, entries: [physical(), physical('2026-07-01')] })).toEqual([
      'splitShipment',
    ]);
  });

  it('not when everything physical ships together', () => {
    expect(shippingNotes({ ...US, entries: [physical('inStock'), physical('inStock')] })).toEqual(
      [],
    );
    expect(shippingNotes({ ...US, entries: [physical(), physical()] })).toEqual([]);
  });

  it('a digital product next to physical ones is no extra shipment', () => {
    expect(shippingNotes({ ...US, entries: [physical('inStock'), digital] })).toEqual([]);
    expect(
      shippingNotes({
        ...US,
        entries: [{ product: { digital: true }, availability: 'later' }, physical('inStock')],
      }),
    ).toEqual([]);
  });

  it('the text', () => {
    expect(en('shipping.splitShipment')).toBe(
      'Your order may be split into multiple shipments, which may result in incremental shipping charges.',
    );
  });
});

describe('tax-exempt organisations', () => {
  it('an ORGANIZATION account that is tax-exempt', () => {
    expect(shippingNotes({ ...US, accountType: 'ORGANIZATION', taxExempt: true })).toEqual([
      'taxExempt',
    ]);
    expect(
      shippingNotes({
        locale: 'en-us',
        entries: [digital],
        accountType: 'ORGANIZATION',
        taxExempt: true,
      }),
    ).toEqual(['taxExempt']);
  });

  it('not for a personal account, nor an organisation that is not exempt', () => {
    expect(shippingNotes({ ...US, accountType: 'PERSONAL', taxExempt: true })).toEqual([]);
    expect(shippingNotes({ ...US, accountType: 'ORGANIZATION', taxExempt: false })).toEqual([]);
    expect(shippingNotes({ ...US, accountType: 'ORGANIZATION' })).toEqual([]);
  });

  it('the text', () => {
    expect(en('shipping.taxExempt')).toBe(
      'Tax-exempt organizations are not charged tax. Make sure your exemption certificate is on file with us.',
    );
  });
});

it('all three at once, in display order, as messages', () => {
  const input: ShippingNotesInput = {
    locale: 'ja-jp',
    entries: [physical('inStock'), physical('backorder'), digital],
    accountType: 'ORGANIZATION',
    taxExempt: true,
  };
  expect(shippingNotes(input)).toEqual(['japanPhilippines', 'splitShipment', 'taxExempt']);
  expect(shippingNoteMessages(input).map((m) => m.key)).toEqual([
    'shipping.japanPhilippines',
    'shipping.splitShipment',
    'shipping.taxExempt',
  ]);
});
