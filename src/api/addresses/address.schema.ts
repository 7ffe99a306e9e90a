import * as v from 'valibot';

// Addresses: OCC's AddressWsDTO on the wire, the form's flat fields inside (AddressSchema converts
// every address the platform sends). `line3` and `defaultBillingAddress` are the store's own.

/** An address as typed or chosen: the form's fields plus the names the parcel is addressed to. */
export const AddressInputSchema = v.object({
  firstName: v.string(),
  lastName: v.string(),
  companyName: v.optional(v.string()),
  /** ISO 3166 alpha-2. */
  country: v.string(),
  /** Region short code; '' when the country has no regions. */
  region: v.optional(v.string(), ''),
  town: v.string(),
  line1: v.string(),
  line2: v.optional(v.string(), ''),
  /** Behind the line3 flag. */
  line3: v.optional(v.string(), ''),
  postalCode: v.string(),
});
export type AddressInput = v.InferInput<typeof AddressInputSchema>;

export const OccAddressSchema = v.object({
  id: v.optional(v.string()),
  firstName: v.string(),
  lastName: v.string(),
  companyName: v.optional(v.string()),
  line1: v.string(),
  line2: v.optional(v.string()),
  line3: v.optional(v.string()),
  town: v.string(),
  postalCode: v.string(),
  country: v.object({ isocode: v.string(), name: v.optional(v.string()) }),
  region: v.optional(
    v.object({
      isocode: v.optional(v.string()),
      isocodeShort: v.optional(v.string()),
      name: v.optional(v.string()),
    }),
  ),
  /** The book's default (shipping) address. */
  defaultAddress: v.optional(v.boolean()),
  /** The store's: an organisation bills to it. */
  defaultBillingAddress: v.optional(v.boolean()),
});
export type OccAddress = v.InferOutput<typeof OccAddressSchema>;

export type AddressFields = v.InferOutput<typeof AddressInputSchema>;

export interface Address extends AddressFields {
  id: string;
  /** The country's and region's names in the request's language, for display. */
  countryName?: string;
  regionName?: string;
  defaultShipping?: boolean;
  defaultBilling?: boolean;
}

/** OCC's region to ours: its short code (`NY` of `US-NY`). */
function regionCode(region: OccAddress['region']): string {
  if (!region) return '';
  return region.isocodeShort ?? region.isocode?.replace(/^[A-Z]{2}-/, '') ?? '';
}

export function toAddressFields(occ: OccAddress): AddressFields {
  return {
    firstName: occ.firstName,
    lastName: occ.lastName,
    ...(occ.companyName ? { companyName: occ.companyName } : {}),
    country: occ.country.isocode,
    region: regionCode(occ.region),
    town: occ.town,
    line1: occ.line1,
    line2: occ.line2 ?? '',
    line3: occ.line3 ?? '',
    postalCode: occ.postalCode,
  };
}

function toAddress(occ: OccAddress & { id: string }): Address {
  return {
    ...toAddressFields(occ),
    id: occ.id,
    ...(occ.country.name ? { countryName: occ.country.name } : {}),
    ...(occ.region?.name ? { regionName: occ.region.name } : {}),
    ...(occ.defaultAddress ? { defaultShipping: true } : {}),
    ...(occ.defaultBillingAddress ? { defaultBilling: true } : {}),
  };
}

export const AddressSchema = v.pipe(
  v.object({ ...OccAddressSchema.entries, id: v.pipe(v.string(), v.minLength(1)) }),
  v.transform(toAddress),
);

export function toOccAddress(address: AddressInput): OccAddress {
  const { country, region, line2, line3, companyName, ...rest } = address;
  return {
    ...rest,
    ...(companyName ? { companyName } : {}),
    ...(line2 ? { line2 } : {}),
    ...(line3 ? { line3 } : {}),
    country: { isocode: country },
    ...(region ? { region: { isocode: `${country}-${region}`, isocodeShort: region } } : {}),
  };
}

export const AddressDefaultInputSchema = v.union([
  v.strictObject({ defaultAddress: v.literal(true) }),
  v.strictObject({ defaultBillingAddress: v.literal(true) }),
]);
export type AddressDefaultInput = v.InferInput<typeof AddressDefaultInputSchema>;

export const AddressListSchema = v.object({ addresses: v.optional(v.array(AddressSchema), []) });
export type AddressList = v.InferOutput<typeof AddressListSchema>;

/** OCC's answer for an address it does not hold, or not in this user's book. */
export const ADDRESS_GONE = {
  type: 'ValidationError',
  reason: 'invalid',
  subject: 'addressId',
} as const;
