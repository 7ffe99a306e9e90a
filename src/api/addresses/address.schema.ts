import * as v from 'valibot';

/**
 * Addresses on OCC's wire (AddressWsDTO: `country {isocode, name}`, `region {isocode: "US-NY",
 * isocodeShort, name}`, one `defaultAddress`), ours inside: the form's flat fields, `country` the
 * ISO 3166 alpha-2 code and `region` the region's short code (ISO 3166-2 without the country
 * prefix, empty for a country without regions). Every address the platform sends is read through
 * AddressSchema, which converts it. `line3` and `defaultBillingAddress` are the store's own
 * attributes on OCC's DTO.
 *
 *   GET  /users/current/addresses                  → AddressList
 *   POST /users/current/addresses                  Address → Address (201)
 *   PUT  /users/current/addresses/{id}             Address → no body (the whole address)
 *   PATCH /users/current/addresses/{id}            {defaultAddress: true} | {defaultBillingAddress: true} → no body
 *   DELETE /users/current/addresses/{id}           → no body
 *   POST /users/current/addresses/verification     Address → AddressValidation
 *   …/users/current/orgUnits/{accountId}/addresses[/{id}]                SAP B2B's org unit book:
 *        the same list, add, default and delete on the book of an account the shopper may order
 *        for, the edit a PATCH of the whole address (an organisation bills to its default billing
 *        address)
 *   GET  /users/{userId}/carts/{cartId}/search/address/autosuggest
 *        ?addressType=SHIPPING|BILLING&term=&lang=                        → AddressSuggestions
 *
 * An unknown address is OCC's 400 ValidationError `invalid` on `addressId` (ADDRESS_GONE).
 */

/** An address as typed or chosen: the form's fields plus the names the parcel is addressed to. */
export const AddressInputSchema = v.object({
  firstName: v.string(),
  lastName: v.string(),
  /** Organisation, optional. */
  companyName: v.optional(v.string()),
  /** ISO 3166 alpha-2. */
  country: v.string(),
  /** Region short code; '' when the country has no regions. */
  region: v.optional(v.string(), ''),
  town: v.string(),
  /** Street. */
  line1: v.string(),
  /** Apartment, suite (optional). */
  line2: v.optional(v.string(), ''),
  /** Third line (optional, behind the line3 flag). */
  line3: v.optional(v.string(), ''),
  postalCode: v.string(),
});
export type AddressInput = v.InferInput<typeof AddressInputSchema>;

/** OCC's AddressWsDTO, the fields the store reads and writes. */
export const OccAddressSchema = v.object({
  id: v.optional(v.string()),
  firstName: v.string(),
  lastName: v.string(),
  companyName: v.optional(v.string()),
  line1: v.string(),
  line2: v.optional(v.string()),
  /** Store: a third line (behind the line3 flag). */
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
  /** Store: the book's default billing address (an organisation bills to it). */
  defaultBillingAddress: v.optional(v.boolean()),
});
export type OccAddress = v.InferOutput<typeof OccAddressSchema>;

/** An address's own fields, as the form has them. */
export type AddressFields = v.InferOutput<typeof AddressInputSchema>;

/** An address the platform holds (address book, cart, account, order). */
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

/** OCC's address as the form's fields (a suggestion, a body the fake backend checks). */
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

/** An address the platform sends, read as ours. */
export const AddressSchema = v.pipe(
  v.object({ ...OccAddressSchema.entries, id: v.pipe(v.string(), v.minLength(1)) }),
  v.transform(toAddress),
);

/** An address as OCC takes it (book, verification). */
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

/** A PATCH that makes an address its book's default shipping or billing address. */
export const AddressDefaultInputSchema = v.union([
  v.strictObject({ defaultAddress: v.literal(true) }),
  v.strictObject({ defaultBillingAddress: v.literal(true) }),
]);
export type AddressDefaultInput = v.InferInput<typeof AddressDefaultInputSchema>;

export const AddressListSchema = v.object({ addresses: v.optional(v.array(AddressSchema), []) });
export type AddressList = v.InferOutput<typeof AddressListSchema>;

/** OCC's answer for an address it does not hold (or not in this user's book). */
export const ADDRESS_GONE = {
  type: 'ValidationError',
  reason: 'invalid',
  subject: 'addressId',
} as const;

/**
 * The address verification service (address-validation-service flag): ACCEPT, REJECT (the
 * address does not exist), or REVIEW with the addresses it suggests instead (Spartacus'
 * AddressValidation: decision + suggestedAddresses).
 */
export const AddressVerificationSchema = v.object({
  decision: v.picklist(['ACCEPT', 'REJECT', 'REVIEW']),
  suggestedAddresses: v.optional(
    v.array(v.pipe(OccAddressSchema, v.transform(toAddressFields))),
    [],
  ),
});
export type AddressVerification = v.InferOutput<typeof AddressVerificationSchema>;
export type AddressVerificationWire = v.InferInput<typeof AddressVerificationSchema>;

/**
 * The autosuggest answer (spec section 7): a list of suggestions. The platform writes a missing
 * value as the string "null" (spec: "the string null becomes null"): such a field reads as null,
 * and the whole body "null" reads as no suggestions.
 */
const NullableText = v.pipe(
  v.optional(v.nullable(v.string()), null),
  v.transform((value) => (value === null || value === 'null' ? null : value)),
);

export const AddressSuggestionSchema = v.object({
  id: v.string(),
  line1: NullableText,
  line2: NullableText,
  town: NullableText,
  region: NullableText,
  postalCode: NullableText,
  country: NullableText,
});
export type AddressSuggestion = v.InferOutput<typeof AddressSuggestionSchema>;

export const AddressSuggestionsSchema = v.pipe(
  v.union([
    v.null(),
    v.literal('null'),
    v.object({ suggestions: v.optional(v.nullable(v.array(AddressSuggestionSchema)), null) }),
  ]),
  v.transform((body) => (body === null || body === 'null' ? [] : (body.suggestions ?? []))),
);
export type AddressSuggestions = v.InferOutput<typeof AddressSuggestionsSchema>;
