import * as v from 'valibot';
import { nameSchema } from '../names/names';

/**
 * The card holder (spec section 5: first and last names required, max 60, letters a-z, hyphens,
 * spaces, apostrophes): the names rule, whose messages are in names.messages.ts. Its 'latin'
 * letters, accented or not (José Álvarez, Nguyễn), as cards print them; not other scripts (see
 * names.ts).
 */
export const CardHolderSchema = v.object({
  firstName: nameSchema('first'),
  lastName: nameSchema('last'),
});

export type CardHolder = v.InferOutput<typeof CardHolderSchema>;
