/**
 * Pieces of OCC answers the converter tests build their DTOs from: an amount in US dollars, an
 * address and the product a cart, order or quote entry carries, as SAP Commerce sends them.
 */

/** PriceWsDTO in US dollars, formatted as the fake backend formats en-US. */
export const usd = (value: number) => ({
  value,
  currencyIso: 'USD',
  formattedValue: `$${value.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`,
});

/** AddressWsDTO of Dana's in Springfield. */
export const occAddress = (id = 'a-1') => ({
  id,
  firstName: 'Dana',
  lastName: 'Whitfield',
  line1: '1 Main St',
  town: 'Springfield',
  postalCode: '62701',
  country: { isocode: 'US' },
  region: { isocode: 'US-IL' },
});

/** The product an entry carries: a physical level A product. */
export const occProductRef = (code: string) => ({
  code,
  isbn13: '9780000000000',
  name: `Product ${code}`,
  programName: 'PPVT-5',
  qualificationLevel: 'A',
  aimsweb: false,
  digital: false,
  buyableOnline: true,
  minOrderQuantity: 1,
  maxOrderQuantity: 99,
});
