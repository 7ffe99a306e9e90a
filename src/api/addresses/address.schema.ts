import * as v from 'valibot';

/**
 * Wire shapes of the address endpoints (spec sections 3 and 7). The spec gives the address form's
 * fields, not the platform's; these are OCC's AddressWsDTO names, flattened: `country` is the ISO
 * 3166 alpha-2 code and `region` the region's short code (ISO 3166-2 without the country prefix,
 * empty for a country without regions), the form's own values, so no mapping sits between them.
 *
 *   GET  /users/current/addresses                  → AddressList
 *   POST /users/current/addresses                  AddressInput → Address
 *   PUT  /users/current/addresses/{id}             AddressInput → Address
 *   PATCH /users/current/addresses/{id}            AddressDefaultInput → Address
 *   DELETE /users/current/addresses/{id}           → 200 (404 when already gone)
 *   POST /users/current/addresses/verification     AddressInput → AddressVerification
 *   …/users/current/customer-accounts/{accountId}/addresses[/{id}]       the same list, add, edit,
 *        default and delete on the book of an account the shopper may order for (their personal
 *        account's is their own book; an organisation's bills to its default billing address)
 *   GET  /users/{userId}/carts/{cartId}/search/address/autosuggest
 *        ?addressType=SHIPPING|BILLING&term=&lang=                        → AddressSuggestions
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

/** An address the platform holds (address book, cart, account). */
export const AddressSchema = v.object({
  ...AddressInputSchema.entries,
  id: v.pipe(v.string(), v.minLength(1)),
  /** The country's and region's names in the request's language, for display. */
  countryName: v.optional(v.string()),
  regionName: v.optional(v.string()),
  defaultShipping: v.optional(v.boolean()),
  defaultBilling: v.optional(v.boolean()),
});
export type Address = v.InferOutput<typeof AddressSchema>;

/**
 * A PATCH that makes an address its book's default shipping or billing address (the book's
 * previous default loses it). There is no "not default": another address is made the default.
 */
export const AddressDefaultInputSchema = v.union([
  v.strictObject({ defaultShipping: v.literal(true) }),
  v.strictObject({ defaultBilling: v.literal(true) }),
]);
export type AddressDefaultInput = v.InferInput<typeof AddressDefaultInputSchema>;

export const AddressListSchema = v.object({ addresses: v.array(AddressSchema) });
export type AddressList = v.InferOutput<typeof AddressListSchema>;

/**
 * The address verification service (address-validation-service flag): ACCEPT, REJECT (the
 * address does not exist), or REVIEW with the addresses it suggests instead (Spartacus'
 * AddressValidation: decision + suggestedAddresses).
 */
export const AddressVerificationSchema = v.object({
  decision: v.picklist(['ACCEPT', 'REJECT', 'REVIEW']),
  suggestedAddresses: v.optional(v.array(AddressInputSchema), []),
});
export type AddressVerification = v.InferOutput<typeof AddressVerificationSchema>;

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
