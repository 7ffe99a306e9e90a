import type { Locale } from '../../core/locale/locales';
import type { AccountType } from './aimsweb';
import type { CartMessage } from './cart.messages';

// The shipping and tax notes next to the totals (spec section 9); when each applies is our
// decision: docs/decisions/rules-shipping-notes.md.

export type ShippingNote = 'japanPhilippines' | 'splitShipment' | 'taxExempt';

const DUTY_COUNTRIES: ReadonlySet<string> = new Set(['JP', 'PH']);

export interface ShippingNotesInput {
  locale: Locale;
  /** ISO 3166 alpha-2 of the shipping address, when one is chosen. */
  shippingCountryIso?: string | null;
  /** A `CartEntry` of cart.schema.ts fits (plus `availability` if known). */
  entries: readonly {
    product: { digital: boolean };
    /** A stock status or ship date; entries with the same value ship together. */
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

/** In display order. */
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

export function shippingNoteMessages(input: ShippingNotesInput): CartMessage[] {
  return shippingNotes(input).map((note) => MESSAGES[note]);
}
