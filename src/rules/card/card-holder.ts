import * as v from 'valibot';
import { nameSchema } from '../names/names';

/**
 * The card holder (spec section 5: first and last names required, max 60, letters a-z, hyphens,
 * spaces, apostrophes): the names rule, whose messages are in names.messages.ts. ASCII only, as
 * card networks carry the holder's name (see names.ts).
 */
export const CardHolderSchema = v.object({
  firstName: nameSchema('first'),
  lastName: nameSchema('last'),
});

export type CardHolder = v.InferOutput<typeof CardHolderSchema>;
