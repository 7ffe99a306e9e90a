import { describe, expect, it } from 'vitest';
import { translator } from '../../core/i18n/messages';
import { ContactDetailsSchema, EMPTY_CONTACT_DETAILS } from './contact-details';
import {
  CONTACT_DETAILS_MESSAGE_PARAMS,
  contactDetailsMessages,
  type ContactDetailsMessageKey,
} from './contact-details-catalog';
import { TrainingParticipantSchema } from './training-participant';
import { validateFields } from '../form/field-errors';

const en = translator(contactDetailsMessages, 'en');

function errors(
  schema: typeof ContactDetailsSchema | typeof TrainingParticipantSchema,
  input: unknown,
) {
  const result = validateFields<typeof schema, ContactDetailsMessageKey>(
    schema,
    input,
    CONTACT_DETAILS_MESSAGE_PARAMS,
  );
  if (result.ok) return {};
  return Object.fromEntries(
    Object.entries(result.errors).map(([field, message]) => [
      field,
      message ? en(message.key, message.params) : '',
    ]),
  );
}

const ADA = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: { number: '(201) 555-0123', countryIso: 'US' },
};

describe('contact details (spec sections 3 and 5)', () => {
  it('takes names, email and phone, with the phone’s calling code', () => {
    const result = validateFields(ContactDetailsSchema, ADA);
    expect(result).toEqual({ ok: true, values: { ...ADA, phone: { ...ADA.phone, code: '1' } } });
  });

  it('requires every field, and checks them all at once', () => {
    expect(errors(ContactDetailsSchema, EMPTY_CONTACT_DETAILS)).toEqual({
      firstName: 'Please enter first name',
      lastName: 'Please enter last name',
      email: 'Please enter email',
      'phone.number': 'Please enter phone number',
    });
  });

  it('checks the phone against its country while other fields are wrong', () => {
    expect(
      errors(ContactDetailsSchema, {
        ...ADA,
        firstName: 'Zoë2',
        phone: { number: '555-0123', countryIso: 'US' },
      }),
    ).toEqual({
      firstName: 'First name can only contain letters a-z, hyphens, spaces and apostrophes.',
      'phone.number': 'This phone number is too short for the selected country.',
    });
  });

  it('limits names to 60 and the email to 64', () => {
    expect(
      errors(ContactDetailsSchema, {
        ...ADA,
        lastName: 'L'.repeat(61),
        email: `${'a'.repeat(53)}@example.com`,
      }),
    ).toEqual({
      lastName: 'Last name can be no more than 60 characters.',
      email: 'Email address can be no more than 64 characters. Please check and try again',
    });
  });

  // What real people have (issue 29), each under its own rule: names (letters a-z, accented or
  // not), email, phone as written.
  it.each([
    { firstName: 'María José', lastName: "O'Brien", email: "o'brien@example.co.uk" },
    { firstName: 'Jean-Luc', lastName: 'Nguyễn', email: 'first.last+tag@sub.example.org' },
    { firstName: 'Zoë', lastName: 'van der Berg', email: 'x@example.museum' },
  ])('takes $firstName $lastName <$email>', (names) => {
    const typed = { ...ADA, ...names, phone: { number: '+1 (201) 555-0123', countryIso: 'US' } };
    expect(errors(ContactDetailsSchema, typed)).toEqual({});
  });

  it.each([
    [
      'firstName',
      'Νίκος',
      'First name can only contain letters a-z, hyphens, spaces and apostrophes.',
    ],
    [
      'lastName',
      'Smith 2',
      'Last name can only contain letters a-z, hyphens, spaces and apostrophes.',
    ],
    [
      'email',
      'ada@@example.com',
      'Please enter a valid email address (for example, name@example.com)',
    ],
    ['email', 'ada@example', 'Please enter a valid email address (for example, name@example.com)'],
  ])('refuses %s %j', (field, typed, message) => {
    expect(errors(ContactDetailsSchema, { ...ADA, [field]: typed })).toEqual({ [field]: message });
  });
});

describe('training participant (spec section 5)', () => {
  it('takes names and an email, no phone', () => {
    const participant = { firstName: ADA.firstName, lastName: ADA.lastName, email: ADA.email };
    expect(validateFields(TrainingParticipantSchema, participant)).toEqual({
      ok: true,
      values: participant,
    });
    expect(
      errors(TrainingParticipantSchema, { firstName: "D'Arcy-Ann", lastName: '', email: 'x@' }),
    ).toEqual({
      lastName: 'Please enter last name',
      email: 'Please enter a valid email address (for example, name@example.com)',
    });
  });
});

describe('training participant names in any script (spec section 5: "letters")', () => {
  it.each([
    ['山田', '太郎'],
    ['Νίκος', 'Παπαδόπουλος'],
    ['Иван', 'Петров-Водкин'],
    ['María José', "O'Brien"],
  ])('takes %s %s', (firstName, lastName) => {
    expect(errors(TrainingParticipantSchema, { firstName, lastName, email: ADA.email })).toEqual(
      {},
    );
  });

  it.each([
    ['firstName', '山田1', 'First name can only contain letters, hyphens, spaces and apostrophes.'],
    ['lastName', 'Smith.', 'Last name can only contain letters, hyphens, spaces and apostrophes.'],
  ])('refuses %s %j', (field, typed, message) => {
    const participant = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: ADA.email,
      [field]: typed,
    };
    expect(errors(TrainingParticipantSchema, participant)).toEqual({ [field]: message });
  });
});
