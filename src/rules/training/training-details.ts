import * as v from 'valibot';
import type { Params } from '../../core/i18n/messages';
import {
  CONTACT_DETAILS_MESSAGE_PARAMS,
  contactDetailsMessages,
} from '../contact-details/contact-details-catalog';
import {
  ContactDetailsSchema,
  EMPTY_CONTACT_DETAILS,
  type ContactDetailsInput,
} from '../contact-details/contact-details';
import {
  TrainingParticipantSchema,
  type TrainingParticipantInput,
} from '../contact-details/training-participant';
import { combineCatalogs } from '../form/combine-catalogs';
import { trainingDatesSchema, type TrainingDatesContext } from './training-dates';
import { trainingMessages } from './training.messages';

/**
 * Most participants one training entry takes (our choice: the spec gives no number). A list has to
 * end somewhere, and the platform refuses the same number, so an oversized body is never stored.
 */
export const TRAINING_PARTICIPANTS_MAX = 20;

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
 * dates' "today" is the site's, fixed when the schema is made.
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

export const EMPTY_PARTICIPANT: TrainingParticipantInput = {
  firstName: '',
  lastName: '',
  email: '',
};

/** A blank form: no dates, blank contact details on the default phone country, one participant. */
export function emptyTrainingDetails(): TrainingDetailsInput {
  return {
    dates: { firstDate: '', secondDate: '' },
    contact: {
      ...EMPTY_CONTACT_DETAILS,
      phone: { ...EMPTY_CONTACT_DETAILS.phone },
    } satisfies ContactDetailsInput,
    participants: [{ ...EMPTY_PARTICIPANT }],
  };
}

/** Every message the training details can report, with the params they need. */
export const trainingDetailsMessages = combineCatalogs(trainingMessages, contactDetailsMessages);
export type TrainingDetailsMessageKey = keyof typeof trainingDetailsMessages.en;
export const TRAINING_DETAILS_MESSAGE_PARAMS: Readonly<Params> = {
  ...CONTACT_DETAILS_MESSAGE_PARAMS,
  participantsMax: TRAINING_PARTICIPANTS_MAX,
};

/** True for a key of the training details' messages (a platform refusal names one). */
export function isTrainingDetailsMessageKey(key: string): key is TrainingDetailsMessageKey {
  return Object.hasOwn(trainingDetailsMessages.en, key);
}
