import { toOccAddress, type AddressInput } from '../api/addresses/address.schema';

/**
 * Dana's seeded addresses (src/mocks/db/seed-addresses.ts) as tests write them: copied, not
 * imported, so a change to the seed shows in the tests that read it.
 */

/** Dana's home address: a complete, valid US address. */
export const DANA_HOME = {
  firstName: 'Dana',
  lastName: 'Whitfield',
  country: 'US',
  region: 'IL',
  town: 'Springfield',
  line1: '120 Maple Avenue',
  line2: 'Apt 4B',
  line3: '',
  postalCode: '62704',
} satisfies AddressInput;

/** Dana's office, with her organisation. */
export const DANA_OFFICE = {
  firstName: 'Dana',
  lastName: 'Whitfield',
  companyName: 'Whitfield Psychology',
  country: 'US',
  region: 'CA',
  town: 'San Francisco',
  line1: '455 Market Street',
  line2: 'Suite 300',
  line3: '',
  postalCode: '94105',
} satisfies AddressInput;

/** The names the platform adds to an address it answers with. */
const NAMES: Record<string, { countryName: string; regionName: string }> = {
  'US-IL': { countryName: 'United States', regionName: 'Illinois' },
  'US-CA': { countryName: 'United States', regionName: 'California' },
};

/** A saved card's billing address as the payment-cards wire answers it (its own id, the names). */
export function cardBilling(address: AddressInput, cardId: string) {
  return {
    id: `${cardId}-billing`,
    ...address,
    ...NAMES[`${address.country}-${address.region ?? ''}`],
  };
}

/** The same on OCC's wire (AddressWsDTO), as the fake backend keeps a card's address. */
export function cardBillingOnWire(address: AddressInput, cardId: string) {
  const names = NAMES[`${address.country}-${address.region ?? ''}`];
  const occ = toOccAddress(address);
  return {
    id: `${cardId}-billing`,
    ...occ,
    country: { ...occ.country, name: names?.countryName },
    ...(occ.region ? { region: { ...occ.region, name: names?.regionName } } : {}),
  };
}
