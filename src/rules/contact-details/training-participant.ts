import * as v from 'valibot';
import { ContactEmailSchema } from '../email/email';
import { nameSchema } from '../names/names';

/** Spec section 5; names take any script (docs/decisions/rules-name-letters.md). */
export const TrainingParticipantSchema = v.object({
  firstName: nameSchema('first', 'any'),
  lastName: nameSchema('last', 'any'),
  email: ContactEmailSchema,
});

export type TrainingParticipantInput = v.InferInput<typeof TrainingParticipantSchema>;
export type TrainingParticipant = v.InferOutput<typeof TrainingParticipantSchema>;
