import * as v from 'valibot';
import { ContactDetailsSchema } from '../contact-details/contact-details';
import { TrainingParticipantSchema } from '../contact-details/training-participant';
import { trainingDatesSchema, type TrainingDatesContext } from './training-dates';
import { TRAINING_PARTICIPANTS_MAX } from './training-details-values';

export {
  EMPTY_PARTICIPANT,
  TRAINING_DETAILS_MESSAGE_PARAMS,
  TRAINING_PARTICIPANTS_MAX,
  emptyTrainingDetails,
  isTrainingDetailsMessageKey,
  trainingDetailsMessages,
  type TrainingDetailsMessageKey,
} from './training-details-values';

const ParticipantsSchema = v.pipe(
  v.array(TrainingParticipantSchema, 'training.participantsRequired'),
  // Our reading of the spec's "participants list": at least one.
  v.minLength(1, 'training.participantsRequired'),
  v.maxLength(TRAINING_PARTICIPANTS_MAX, 'training.participantsTooMany'),
);

/** Spec sections 3 and 5. Loads the phone metadata, so a form imports it only to validate. */
export function trainingDetailsSchema(context: TrainingDatesContext) {
  return v.object({
    dates: trainingDatesSchema(context),
    contact: ContactDetailsSchema,
    participants: ParticipantsSchema,
  });
}

export type TrainingDetailsSchema = ReturnType<typeof trainingDetailsSchema>;
export type TrainingDetailsInput = v.InferInput<TrainingDetailsSchema>;
export type TrainingDetails = v.InferOutput<TrainingDetailsSchema>;
