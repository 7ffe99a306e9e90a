import * as v from 'valibot';
import { ContactEmailSchema } from '../email/email';
import { nameSchema } from '../names/names';

/**
 * A training participant (spec section 5): names and email, no phone. Names take any script's
 * letters, as they go on a roster, not a label or card (docs/decisions/rules-name-letters.md).
 */
export const TrainingParticipantSchema = v.object({
  firstName: nameSchema('first', 'any'),
  lastName: nameSchema('last', 'any'),
  email: ContactEmailSchema,
});

export type TrainingParticipantInput = v.InferInput<typeof TrainingParticipantSchema>;
export type TrainingParticipant = v.InferOutput<typeof TrainingParticipantSchema>;
