import * as v from 'valibot';
import { ContactEmailSchema } from '../email/email';
import { nameSchema } from '../names/names';

/**
 * A participant of an online training (spec section 5): first and last names (letters, apostrophes,
 * hyphens, spaces, max 60) and an email (valid, max 64). The spec asks no phone of participants.
 * Its names are "letters" where the contact's are "letters a-z": the letters of any script (a
 * participant's name goes on a training roster, not on a label or a card; see names.ts).
 */
export const TrainingParticipantSchema = v.object({
  firstName: nameSchema('first', 'any'),
  lastName: nameSchema('last', 'any'),
  email: ContactEmailSchema,
});

export type TrainingParticipantInput = v.InferInput<typeof TrainingParticipantSchema>;
export type TrainingParticipant = v.InferOutput<typeof TrainingParticipantSchema>;
