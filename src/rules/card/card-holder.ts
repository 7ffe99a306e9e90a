import * as v from 'valibot';
import { nameSchema } from '../names/names';

/** The card holder (spec section 5): the names rule's 'latin' letters, as cards print them. */
export const CardHolderSchema = v.object({
  firstName: nameSchema('first'),
  lastName: nameSchema('last'),
});

export type CardHolder = v.InferOutput<typeof CardHolderSchema>;
