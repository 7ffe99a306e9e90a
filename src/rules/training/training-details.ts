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
  // At least one: a training is booked for the people who attend it (our reading of "participants
  // list", which the spec lists among what the training needs).
  v.minLength(1, 'training.participantsRequired'),
  v.maxLength(TRAINING_PARTICIPANTS_MAX, 'training.participantsTooMany'),
);

/**
 * An online training's details (spec sections 3 and 5): the two preferred dates, the contact
 * details and the participants list, each under its own rule of the floor. The training dialog
 * and the platform (the fake backend's cart entries) check the same schema. Built per use: the
 * dates' "today" is the site's, fixed when the schema is made. With the phone rule's metadata:
 * a form loads this module when it validates (./training-details-values.ts is the rest).
 */
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
