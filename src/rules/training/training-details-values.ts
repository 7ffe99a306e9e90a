import type { Params } from '../../core/i18n/messages';
import {
  CONTACT_DETAILS_MESSAGE_PARAMS,
  contactDetailsMessages,
} from '../contact-details/contact-details-catalog';
import type { ContactDetailsInput } from '../contact-details/contact-details';
import type { TrainingParticipantInput } from '../contact-details/training-participant';
import { combineCatalogs } from '../form/combine-catalogs';
import { EMPTY_PHONE } from '../phone/phone-countries';
import { trainingMessages } from './training.messages';
import { TRAINING_LEAD_WEEKS } from './training-dates';

/*
 * What a form of an online training's details needs besides its rules (./training-details.ts):
 * the participants' limit, the blank values, the messages. The training dialog renders with these
 * alone, and loads the rules, with the phone metadata, when the shopper starts on it.
 */

/**
 * Most participants one training entry takes (our choice: the spec gives no number). A list has to
 * end somewhere, and the platform refuses the same number, so an oversized body is never stored.
 */
export const TRAINING_PARTICIPANTS_MAX = 20;

export const EMPTY_PARTICIPANT: TrainingParticipantInput = {
  firstName: '',
  lastName: '',
  email: '',
};

/** A blank form: no dates, blank contact details on the default phone country, one participant. */
export function emptyTrainingDetails() {
  return {
    dates: { firstDate: '', secondDate: '' },
    contact: {
      firstName: '',
      lastName: '',
      email: '',
      phone: { ...EMPTY_PHONE },
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
  leadWeeks: TRAINING_LEAD_WEEKS,
};

/** True for a key of the training details' messages (a platform refusal names one). */
export function isTrainingDetailsMessageKey(key: string): key is TrainingDetailsMessageKey {
  return Object.hasOwn(trainingDetailsMessages.en, key);
}
