import type { Locale } from '../../core/locale/locales';
import type { AccountType } from './aimsweb';
import type { CartMessage } from './cart.messages';

/**
 * The shipping and tax notes shown next to the totals (spec section 9): duties for Japan and the
 * Philippines, split shipments, tax-exempt organisations. Our decisions:
 *
 * - Japan/Philippines: the site is ja-jp (asiaassessments) or the shipping country is JP or PH,
 *   and at least one entry is physical (duties are charged on shipments; digital products do not
 *   ship).
 * - Split shipments: at least two physical entries whose availability differs (one in stock, one
 *   backordered or with another ship date). A digital product next to physical ones does not count:
 *   it is delivered electronically and adds no shipment or shipping charge.
 * - Tax-exempt: the account is ORGANIZATION and is tax-exempt, whatever the entries.
 */

export type ShippingNote = 'japanPhilippines' | 'splitShipment' | 'taxExempt';

const DUTY_COUNTRIES: ReadonlySet<string> = new Set(['JP', 'PH']);

export interface ShippingNotesInput {
  locale: Locale;
  /** ISO 3166 alpha-2 of the shipping address, when one is chosen. */
  shippingCountryIso?: string | null;
  /** The cart's entries; a `CartEntry` of cart.schema.ts fits (plus `availability` if known). */
  entries: readonly {
    product: { digital: boolean };
    /**
     * When the entry can ship: a stock status ('inStock', 'backorder', …) or an estimated ship
     * date. Entries with the same value ship together; missing means "ships now".
     */
    availability?: string | null;
  }[];
  accountType?: AccountType | undefined;
  taxExempt?: boolean;
}

const MESSAGES: Readonly<Record<ShippingNote, CartMessage>> = {
  japanPhilippines: { key: 'shipping.japanPhilippines' },
  splitShipment: { key: 'shipping.splitShipment' },
  taxExempt: { key: 'shipping.taxExempt' },
};

/** The notes that apply, in display order. */
export function shippingNotes(input: ShippingNotesInput): ShippingNote[] {
  const notes: ShippingNote[] = [];
  const availabilities = new Set<string>();
  let physical = false;
  for (const entry of input.entries) {
    if (entry.product.digital) continue;
    physical = true;
    availabilities.add(entry.availability ?? '');
  }
  const country = input.shippingCountryIso?.toUpperCase();
  if (physical && (input.locale === 'ja-jp' || (country && DUTY_COUNTRIES.has(country)))) {
    notes.push('japanPhilippines');
  }
  if (availabilities.size > 1) notes.push('splitShipment');
  if (input.accountType === 'ORGANIZATION' && input.taxExempt === true) notes.push('taxExempt');
  return notes;
}

/** The notes as catalog messages. */
export function shippingNoteMessages(input: ShippingNotesInput): CartMessage[] {
  return shippingNotes(input).map((note) => MESSAGES[note]);
}
