import * as v from 'valibot';
import { OccAddressSchema, toAddressFields } from './address.schema';

// The verification and street suggestion services' answers. Apart from the addresses' own schema,
// which every order, quote and checkout page loads, as these load only with their calls.

/** The address verification service: REVIEW comes with the addresses it suggests instead. */
export const AddressVerificationSchema = v.object({
  decision: v.picklist(['ACCEPT', 'REJECT', 'REVIEW']),
  suggestedAddresses: v.optional(
    v.array(v.pipe(OccAddressSchema, v.transform(toAddressFields))),
    [],
  ),
});
export type AddressVerification = v.InferOutput<typeof AddressVerificationSchema>;
export type AddressVerificationWire = v.InferInput<typeof AddressVerificationSchema>;

/** The platform writes a missing value as the string "null": read as null (or no suggestions). */
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
