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

// The qualification forms' rules, shared with the platform. The spec gives no limits: ours below.
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

/** The form always sends every field, so a missing one is simply required. */
const MISSING: Key = 'qualification.required';

export interface QualificationRulesContext {
  today: IsoDate;
}

export type QualificationSchema<T extends QualificationType> = v.GenericSchema<
  Record<string, unknown>,
  QualificationFieldsByType[T]
>;

/** Output: that type's fields, trimmed. */
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

export function qualificationMessageParams({ today }: QualificationRulesContext): Params {
  return {
    textMax: QUALIFICATION_TEXT_MAX,
    numberMax: QUALIFICATION_NUMBER_MAX,
    yearMin: QUALIFICATION_YEAR_MIN,
    yearMax: yearOf(today),
  };
}
