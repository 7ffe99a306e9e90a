import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http/api-error';
import { translator } from '../../core/i18n/messages';
import { validateFields } from '../../rules/form/field-errors';
import {
  TRAINING_DETAILS_MESSAGE_PARAMS,
  TRAINING_PARTICIPANTS_MAX,
  emptyTrainingDetails,
  trainingDetailsMessages,
  trainingDetailsSchema,
  type TrainingDetailsMessageKey,
} from '../../rules/training/training-details';
import { formValuesOf, trainingSaveFailure } from './training-form-values';

const en = translator(trainingDetailsMessages, 'en');
// 10:00 on 23 November 2026 in Chicago: the earliest date is 2027-01-04.
const SCHEMA = trainingDetailsSchema({
  timeZone: 'America/Chicago',
  now: new Date('2026-11-23T16:00:00Z'),
});
const VALID = {
  dates: { firstDate: '2027-01-04', secondDate: '2027-01-05' },
  contact: {
    firstName: 'Dana',
    lastName: 'Whitfield',
    email: 'dana@example.com',
    phone: { number: '(201) 555-0123', countryIso: 'US' },
  },
  participants: [{ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' }],
};

function errors(input: unknown): Record<string, string> {
  const result = validateFields<typeof SCHEMA, TrainingDetailsMessageKey>(SCHEMA, input);
  if (result.ok) return {};
  return Object.fromEntries(
    Object.entries(result.errors).map(([field, m]) => [
      field,
      m ? en(m.key, TRAINING_DETAILS_MESSAGE_PARAMS) : '',
    ]),
  );
}

describe('training details (spec sections 3 and 5)', () => {
  it('take two dates, contact details and participants', () => {
    expect(errors(VALID)).toEqual({});
  });

  it('report every part’s problems by its field, the whole blank form at once', () => {
    const blank = emptyTrainingDetails();
    expect(errors(blank)).toEqual({
      'dates.firstDate': 'Please enter a preferred date',
      'dates.secondDate': 'Please enter a preferred date',
      'contact.firstName': 'Please enter first name',
      'contact.lastName': 'Please enter last name',
      'contact.email': 'Please enter email',
      'contact.phone.number': 'Please enter phone number',
      'participants.0.firstName': 'Please enter first name',
      'participants.0.lastName': 'Please enter last name',
      'participants.0.email': 'Please enter email',
    });
    expect(blank.contact.phone.countryIso).toBe('US');
  });

  it(`want one to ${TRAINING_PARTICIPANTS_MAX} participants`, () => {
    const one = VALID.participants[0];
    expect(errors({ ...VALID, participants: [] })).toEqual({
      participants: 'Please add at least one participant',
    });
    expect(
      errors({
        ...VALID,
        participants: Array.from({ length: TRAINING_PARTICIPANTS_MAX + 1 }, () => one),
      }),
    ).toEqual({ participants: 'You can add up to 20 participants' });
    expect(
      errors({
        ...VALID,
        participants: Array.from({ length: TRAINING_PARTICIPANTS_MAX }, () => one),
      }),
    ).toEqual({});
  });
});

describe('the training dialog’s values', () => {
  it('start from an entry’s details, an unknown phone country on the default', () => {
    const wire = {
      ...VALID,
      contact: { ...VALID.contact, phone: { number: '1', countryIso: 'XX', code: '0' } },
    };
    expect(formValuesOf(wire).contact.phone).toEqual({ number: '1', countryIso: 'US' });
    expect(formValuesOf(undefined)).toEqual(emptyTrainingDetails());
  });

  it('put a refusal of the platform on its field, anything else on the form', () => {
    const refusal = (subject: string, message: string) =>
      new ApiError('http', 'refused', 400, {
        errors: [{ type: 'ValidationError', reason: 'trainingDetails', subject, message }],
      });
    expect(trainingSaveFailure(refusal('dates.firstDate', 'training.dateTooSoon'))).toEqual({
      field: 'dates.firstDate',
      key: 'training.dateTooSoon',
    });
    expect(trainingSaveFailure(refusal('participants.3.email', 'email.tooLong'))).toEqual({
      field: 'participants.3.email',
      key: 'email.tooLong',
    });
    expect(trainingSaveFailure(refusal('trainingDetails', 'invalid'))).toEqual({
      field: undefined,
    });
    expect(trainingSaveFailure(refusal('constructor', 'training.dateTooSoon'))).toEqual({
      field: undefined,
    });
    expect(trainingSaveFailure(new Error('network'))).toEqual({ field: undefined });
  });
});
