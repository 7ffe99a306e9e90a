/**
 * Seeded address books and the gazetteer of the address services (docs/fake-backend.md). All
 * invented; the ids are stable because tests and docs name them.
 */

/** An address as the platform holds it: the form's fields, stored normalised. */
export interface StoredAddress {
  id: string;
  firstName: string;
  lastName: string;
  companyName?: string | undefined;
  /** ISO 3166 alpha-2. */
  country: string;
  /** Region short code; '' for a country without regions. */
  region: string;
  town: string;
  line1: string;
  line2: string;
  line3: string;
  postalCode: string;
  defaultShipping?: boolean | undefined;
  defaultBilling?: boolean | undefined;
}

type SeedAddressInput = Omit<StoredAddress, 'line2' | 'line3' | 'region'> &
  Partial<Pick<StoredAddress, 'line2' | 'line3' | 'region'>>;

const address = (input: SeedAddressInput): StoredAddress => ({
  region: '',
  line2: '',
  line3: '',
  ...input,
});

/** Every shopper's only (or first) address is their default shipping and billing address. */
const DEFAULTS = { defaultShipping: true, defaultBilling: true } as const;

export const SEED_ADDRESS_BOOKS: Readonly<Record<string, readonly StoredAddress[]>> = {
  'u-1001': [
    address({
      id: 'addr-1001-home',
      firstName: 'Dana',
      lastName: 'Whitfield',
      country: 'US',
      region: 'IL',
      town: 'Springfield',
      line1: '120 Maple Avenue',
      line2: 'Apt 4B',
      postalCode: '62704',
      ...DEFAULTS,
    }),
    address({
      id: 'addr-1001-office',
      firstName: 'Dana',
      lastName: 'Whitfield',
      companyName: 'Whitfield Psychology',
      country: 'US',
      region: 'CA',
      town: 'San Francisco',
      line1: '455 Market Street',
      line2: 'Suite 300',
      postalCode: '94105',
    }),
  ],
  'u-1002': [
    address({
      id: 'addr-1002-home',
      firstName: 'Sam',
      lastName: 'Okafor',
      country: 'US',
      region: 'OH',
      town: 'Columbus',
      line1: '78 Oak Lane',
      postalCode: '43215',
      ...DEFAULTS,
    }),
  ],
  'u-1003': [
    address({
      id: 'addr-1003-district',
      firstName: 'Maria',
      lastName: 'Alvarez',
      companyName: 'Riverside Unified School District',
      country: 'US',
      region: 'CA',
      town: 'Riverside',
      line1: '3380 14th Street',
      postalCode: '92501',
      ...DEFAULTS,
    }),
    // Names the names rule refuses ("Jr."'s full stop): choosing it for delivery is refused.
    address({
      id: 'addr-1003-accented',
      firstName: 'Maria',
      lastName: 'Álvarez Jr.',
      country: 'US',
      region: 'CA',
      town: 'Riverside',
      line1: '4100 Mission Inn Avenue',
      postalCode: '92501',
    }),
    // Shipping to the Philippines may incur extra taxes, duties or fees (spec section 9).
    address({
      id: 'addr-1003-manila',
      firstName: 'Maria',
      lastName: 'Alvarez',
      country: 'PH',
      town: 'Manila',
      line1: '1 Harbor Way',
      postalCode: '1000',
    }),
  ],
  'u-1004': [
    address({
      id: 'addr-1004-clinic',
      firstName: 'Lin',
      lastName: 'Tan',
      companyName: 'Lakeside University',
      country: 'SG',
      town: 'Singapore',
      line1: '21 Lower Kent Ridge Road',
      postalCode: '119077',
      ...DEFAULTS,
    }),
  ],
  'u-1005': [
    address({
      id: 'addr-1005-home',
      firstName: 'Aroha',
      lastName: 'Ngata',
      country: 'NZ',
      town: 'Auckland',
      line1: '12 Queen Street',
      postalCode: '1010',
      ...DEFAULTS,
    }),
  ],
  'u-1006': [
    address({
      id: 'addr-1006-office',
      firstName: 'Chris',
      lastName: 'Morgan',
      country: 'US',
      region: 'TX',
      town: 'Austin',
      line1: '500 Customer Way',
      postalCode: '78701',
      ...DEFAULTS,
    }),
  ],
};

/** A place the address services know (no names: suggestions carry none). */
export interface GazetteerEntry {
  id: string;
  line1: string;
  town: string;
  /** Region short code; '' where the country has none. */
  region: string;
  postalCode: string;
  country: string;
}

/** What the autosuggest offers and the verification service compares against. */
export const SEED_GAZETTEER: readonly GazetteerEntry[] = [
  {
    id: 'gz-us-dc-1600',
    line1: '1600 Pennsylvania Avenue NW',
    town: 'Washington',
    region: 'DC',
    postalCode: '20500',
    country: 'US',
  },
  {
    id: 'gz-us-ny-350',
    line1: '350 Fifth Avenue',
    town: 'New York',
    region: 'NY',
    postalCode: '10118',
    country: 'US',
  },
  {
    id: 'gz-us-il-5',
    line1: '5 Court Street',
    town: 'Springfield',
    region: 'IL',
    postalCode: '62701',
    country: 'US',
  },
  {
    id: 'gz-ca-on-100',
    line1: '100 Queen Street West',
    town: 'Toronto',
    region: 'ON',
    postalCode: 'M5H 2N2',
    country: 'CA',
  },
  {
    id: 'gz-gb-10',
    line1: '10 Downing Street',
    town: 'London',
    region: '',
    postalCode: 'SW1A 2AA',
    country: 'GB',
  },
  {
    id: 'gz-au-nsw-1',
    line1: '1 Macquarie Street',
    town: 'Sydney',
    region: 'NSW',
    postalCode: '2000',
    country: 'AU',
  },
  {
    id: 'gz-nz-12',
    line1: '12 Queen Street',
    town: 'Auckland',
    region: '',
    postalCode: '1010',
    country: 'NZ',
  },
];
