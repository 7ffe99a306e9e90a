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

// What the training details dialog renders with, before it loads the rules (./training-details.ts)
// and the phone metadata when the shopper starts on it.

/** Our choice (the spec gives none); the platform refuses the same number. */
export const TRAINING_PARTICIPANTS_MAX = 20;

export const EMPTY_PARTICIPANT: TrainingParticipantInput = {
  firstName: '',
  lastName: '',
  email: '',
};

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

export const trainingDetailsMessages = combineCatalogs(trainingMessages, contactDetailsMessages);
export type TrainingDetailsMessageKey = keyof typeof trainingDetailsMessages.en;
export const TRAINING_DETAILS_MESSAGE_PARAMS: Readonly<Params> = {
  ...CONTACT_DETAILS_MESSAGE_PARAMS,
  participantsMax: TRAINING_PARTICIPANTS_MAX,
  leadWeeks: TRAINING_LEAD_WEEKS,
};

/** A platform refusal names one. */
export function isTrainingDetailsMessageKey(key: string): key is TrainingDetailsMessageKey {
  return Object.hasOwn(trainingDetailsMessages.en, key);
}
