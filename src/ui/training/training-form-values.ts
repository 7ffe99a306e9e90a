import { isCartError } from '../../api/cart/cart.schema';
import { firstCommerceError } from '../../api/http/occ-errors';
import type { TrainingDetailsWire } from '../../api/cart/training-details.schema';
import { isApiError } from '../../api/http/api-error';
import { DEFAULT_PHONE_COUNTRY, isPhoneCountry } from '../../rules/phone/phone-countries';
import type { TrainingDetailsInput } from '../../rules/training/training-details';
import {
  emptyTrainingDetails,
  isTrainingDetailsMessageKey,
  type TrainingDetailsMessageKey,
} from '../../rules/training/training-details-values';

/** The dialog's starting values: a blank form, or the entry's details to edit. */
export function formValuesOf(details: TrainingDetailsWire | undefined): TrainingDetailsInput {
  if (!details) return emptyTrainingDetails();
  const { contact } = details;
  const iso = contact.phone.countryIso;
  return {
    dates: { ...details.dates },
    contact: {
      firstName: contact.firstName,
      lastName: contact.lastName,
      email: contact.email,
      phone: {
        number: contact.phone.number,
        countryIso: isPhoneCountry(iso) ? iso : DEFAULT_PHONE_COUNTRY,
      },
    },
    participants: details.participants.map((participant) => ({ ...participant })),
  };
}

/** A field of the form (`dates.firstDate`, `participants.2.email`) as the platform names it. */
const FIELD =
  /^(dates\.(firstDate|secondDate)|contact\.(firstName|lastName|email|phone\.number)|participants(\.\d+\.(firstName|lastName|email))?)$/;

export type TrainingSaveFailure =
  { field: string; key: TrainingDetailsMessageKey } | { field: undefined };

/**
 * A refused save: the platform's rule (the same rules the dialog applies, but on its own clock, so
 * a date can turn "too soon" at midnight) goes to its field; anything else is a general failure.
 */
export function trainingSaveFailure(error: unknown): TrainingSaveFailure {
  if (
    isApiError(error) &&
    error.kind === 'http' &&
    isCartError(error.info, 'trainingDetailsInvalid')
  ) {
    const refused = firstCommerceError(error.info);
    const field = refused?.subject ?? '';
    const key = refused?.message ?? '';
    if (FIELD.test(field) && isTrainingDetailsMessageKey(key)) return { field, key };
  }
  return { field: undefined };
}
