import * as v from 'valibot';
import type { Params } from '../../core/i18n/messages';
import { dayNumber, type IsoDate } from '../form/calendar-date';
import {
  DEGREE_LEVELS,
  licenseValid,
  type QualificationFieldsByType,
  type QualificationType,
} from './qualification-level';
import type { QualificationMessageKey } from './qualification.messages';

/**
 * The rules of the qualification forms (add and edit a qualification of each type),
 * one copy for the form pages and the platform. The spec gives no limits for these fields; ours:
 *
 * - names of things (a field of study, an institution, a licensing board, an organisation): at
 *   most QUALIFICATION_TEXT_MAX characters of letters (accents included: "Université de Montréal"), digits, spaces
 *   and `. , ' & ( ) / -`;
 * - numbers (a license number, a membership number): at most QUALIFICATION_NUMBER_MAX letters, digits and hyphens;
 * - the year a degree was awarded: four digits from QUALIFICATION_YEAR_MIN to this year;
 * - a license's expiry date: a real date, YYYY-MM-DD, today or later (an expired license does not
 *   qualify anyone).
 *
 * "Today" is the site's date, fixed when the form opens (the caller passes it).
 */
export const QUALIFICATION_TEXT_MAX = 100;
export const QUALIFICATION_NUMBER_MAX = 30;
export const QUALIFICATION_YEAR_MIN = 1950;

const TEXT_PATTERN = /^[\p{L}\p{M}\p{N} .,'’&()/-]+$/u;
const NUMBER_PATTERN = /^[A-Za-z0-9-]+$/;

type Key = QualificationMessageKey;

const required = (message: Key) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message));

const text = v.pipe(
  required('qualification.required'),
  v.maxLength(QUALIFICATION_TEXT_MAX, 'qualification.textTooLong'),
  v.regex(TEXT_PATTERN, 'qualification.textCharacters'),
);

const number = v.pipe(
  required('qualification.required'),
  v.maxLength(QUALIFICATION_NUMBER_MAX, 'qualification.numberTooLong'),
  v.regex(NUMBER_PATTERN, 'qualification.numberCharacters'),
);

/** The site's year of `today`. */
const yearOf = (today: IsoDate) => Number(today.slice(0, 4));

function yearSchema(today: IsoDate) {
  const last = yearOf(today);
  return v.pipe(
    required('qualification.required'),
    v.regex(/^\d{4}$/, 'qualification.yearInvalid'),
    v.check(
      (year) => Number(year) >= QUALIFICATION_YEAR_MIN && Number(year) <= last,
      'qualification.yearInvalid',
    ),
  );
}

function expirySchema(today: IsoDate) {
  return v.pipe(
    required('qualification.required'),
    v.check((date) => dayNumber(date) !== undefined, 'qualification.dateInvalid'),
    v.check((date) => licenseValid(date, today), 'qualification.licenseExpired'),
  );
}

/** A field left out of the body altogether (the form always sends every field): required. */
const MISSING: Key = 'qualification.required';

/** What the rules check against: the site's date today. */
export interface QualificationRulesContext {
  today: IsoDate;
}

/** A type's form schema: the form's values in, that type's fields (trimmed) out. */
export type QualificationSchema<T extends QualificationType> = v.GenericSchema<
  Record<string, unknown>,
  QualificationFieldsByType[T]
>;

/** One type's form schema; its output is that type's fields, trimmed. */
export function qualificationSchema<T extends QualificationType>(
  type: T,
  { today }: QualificationRulesContext,
): QualificationSchema<T> {
  const schemas: { [K in QualificationType]: QualificationSchema<K> } = {
    degree: v.object(
      {
        degreeLevel: v.picklist(DEGREE_LEVELS, 'qualification.degreeLevelRequired'),
        fieldOfStudy: text,
        institution: text,
        yearAwarded: yearSchema(today),
      },
      MISSING,
    ),
    license: v.object(
      {
        licenseType: text,
        licenseNumber: number,
        issuedBy: text,
        expiresOn: expirySchema(today),
      },
      MISSING,
    ),
    organisation: v.object({ name: text, membershipNumber: number }, MISSING),
    'accredited-institution': v.object({ name: text, accreditedBy: text }, MISSING),
  };
  return schemas[type];
}

/** The params the rule messages need (the limits, and this year on the site's calendar). */
export function qualificationMessageParams({ today }: QualificationRulesContext): Params {
  return {
    textMax: QUALIFICATION_TEXT_MAX,
    numberMax: QUALIFICATION_NUMBER_MAX,
    yearMin: QUALIFICATION_YEAR_MIN,
    yearMax: yearOf(today),
  };
}
