import { describe, expect, it } from 'vitest';
import { translator } from '../../core/i18n/messages';
import { productLevelsFor } from '../cart/qualification';
import { validateFields } from '../form/field-errors';
import { qualificationMessageParams, qualificationSchema } from './qualification-forms';
import {
  grantedLevel,
  isQualificationType,
  qualificationLevelOf,
  type QualificationRecord,
} from './qualification-level';
import { qualificationMessages, type QualificationMessageKey } from './qualification.messages';
import type { QualificationType } from '../../core/routes/routes';

const TODAY = '2026-11-23';
const en = translator(qualificationMessages, 'en');
const params = qualificationMessageParams({ today: TODAY });

/** The English message of each refused field, or {} when the form passes. */
function problems(type: QualificationType, input: Record<string, unknown>): Record<string, string> {
  const result = validateFields<ReturnType<typeof qualificationSchema>, QualificationMessageKey>(
    qualificationSchema(type, { today: TODAY }),
    input,
  );
  if (result.ok) return {};
  return Object.fromEntries(
    Object.entries(result.errors).map(([field, message]) => [field, en(message!.key, params)]),
  );
}

const DEGREE = {
  degreeLevel: 'MASTER',
  fieldOfStudy: 'School Psychology',
  institution: 'Université de Montréal',
  yearAwarded: '2009',
};
const LICENSE = {
  licenseType: 'Licensed Psychologist',
  licenseNumber: 'PSY-204518',
  issuedBy: 'Illinois',
  expiresOn: '2027-06-30',
};

describe('qualification levels (spec sections 6 and 9)', () => {
  const license = (expiresOn: string): QualificationRecord => ({
    id: 'l',
    type: 'license',
    ...LICENSE,
    expiresOn,
  });
  const degree = (degreeLevel: 'BACHELOR' | 'MASTER' | 'DOCTORATE'): QualificationRecord => ({
    id: 'd',
    type: 'degree',
    ...DEGREE,
    degreeLevel,
  });

  it.each([
    [degree('BACHELOR'), 'A'],
    [degree('MASTER'), 'B'],
    [degree('DOCTORATE'), 'C'],
    [license(TODAY), 'C'],
    [license('2026-11-22'), 'A'],
    [{ id: 'o', type: 'organisation', name: 'NASP', membershipNumber: 'N-1' }, 'B'],
    [{ id: 'i', type: 'accredited-institution', name: 'Clinic', accreditedBy: 'APA' }, 'B'],
  ] as [QualificationRecord, string][])('%o grants %s', (qualification, level) => {
    expect(grantedLevel(qualification, TODAY)).toBe(level);
  });

  it('a shopper has the highest level their qualifications give, A with none', () => {
    expect(qualificationLevelOf([], TODAY)).toBe('A');
    expect(qualificationLevelOf([degree('BACHELOR')], TODAY)).toBe('A');
    expect(qualificationLevelOf([degree('BACHELOR'), degree('MASTER')], TODAY)).toBe('AB');
    expect(qualificationLevelOf([degree('MASTER'), license(TODAY)], TODAY)).toBe('ABC');
    // The day after its expiry a license no longer counts.
    expect(qualificationLevelOf([degree('MASTER'), license(TODAY)], '2026-11-24')).toBe('AB');
  });

  it('what each level buys: A; A and B; all', () => {
    expect(productLevelsFor('A')).toEqual(['A']);
    expect(productLevelsFor('AB')).toEqual(['A', 'B']);
    expect(productLevelsFor('ABC')).toEqual(['A', 'B', 'C']);
  });

  it('knows the four types of spec section 2 only', () => {
    for (const type of ['accredited-institution', 'organisation', 'license', 'degree']) {
      expect(isQualificationType(type)).toBe(true);
    }
    for (const type of ['certification', 'Degree', '', undefined, '__proto__']) {
      expect(isQualificationType(type)).toBe(false);
    }
  });
});

describe('qualification forms', () => {
  it('every field is required', () => {
    expect(problems('degree', { degreeLevel: '' })).toEqual({
      degreeLevel: 'Please choose the degree.',
      fieldOfStudy: 'This field is required.',
      institution: 'This field is required.',
      yearAwarded: 'This field is required.',
    });
    expect(problems('license', { licenseType: '  ', licenseNumber: '', issuedBy: ' ' })).toEqual({
      licenseType: 'This field is required.',
      licenseNumber: 'This field is required.',
      issuedBy: 'This field is required.',
      expiresOn: 'This field is required.',
    });
    expect(Object.keys(problems('organisation', {}))).toEqual(['name', 'membershipNumber']);
    expect(Object.keys(problems('accredited-institution', {}))).toEqual(['name', 'accreditedBy']);
  });

  it("names: 100 characters of letters (accents too), digits, spaces and . , ' & ( ) / -", () => {
    expect(problems('degree', DEGREE)).toEqual({});
    expect(problems('degree', { ...DEGREE, institution: 'x'.repeat(100) })).toEqual({});
    expect(problems('degree', { ...DEGREE, institution: 'x'.repeat(101) })).toEqual({
      institution: 'This can be no more than 100 characters.',
    });
    expect(
      problems('accredited-institution', {
        name: "St. Mary's (Child & Family) / Clinic-2",
        accreditedBy: 'APA',
      }),
    ).toEqual({});
    for (const name of ['<b>Clinic</b>', 'Clinic; DROP', 'Tab\there']) {
      expect(problems('organisation', { name, membershipNumber: 'A-1' })).toEqual({
        name: "Use only letters, numbers, spaces and these characters: . , ' & ( ) / -",
      });
    }
  });

  it('numbers: 30 letters, digits and hyphens', () => {
    expect(problems('license', { ...LICENSE, licenseNumber: 'A'.repeat(30) })).toEqual({});
    expect(problems('license', { ...LICENSE, licenseNumber: 'A'.repeat(31) })).toEqual({
      licenseNumber: 'This number can be no more than 30 characters.',
    });
    expect(problems('organisation', { name: 'NASP', membershipNumber: 'NASP 88213' })).toEqual({
      membershipNumber: 'Use only letters, numbers and hyphens.',
    });
  });

  it('the year awarded: four digits from 1950 to this year on the site', () => {
    for (const year of ['1950', '2026']) {
      expect(problems('degree', { ...DEGREE, yearAwarded: year })).toEqual({});
    }
    for (const year of ['1949', '2027', '09', 'twenty', '2009.0']) {
      expect(problems('degree', { ...DEGREE, yearAwarded: year })).toEqual({
        yearAwarded: 'Enter a year from 1950 to 2026.',
      });
    }
  });

  it('a license: a real date, valid today or later', () => {
    expect(problems('license', { ...LICENSE, expiresOn: TODAY })).toEqual({});
    expect(problems('license', { ...LICENSE, expiresOn: '2026-11-22' })).toEqual({
      expiresOn: 'This license has expired. Enter a license that is valid today or later.',
    });
    for (const date of ['2027-02-30', '30/06/2027', '2027-6-30']) {
      expect(problems('license', { ...LICENSE, expiresOn: date })).toEqual({
        expiresOn: 'Enter a date as YYYY-MM-DD (for example, 2027-06-30).',
      });
    }
  });

  it('a degree is one of bachelor, master, doctorate; values come out trimmed', () => {
    expect(problems('degree', { ...DEGREE, degreeLevel: 'DIPLOMA' })).toEqual({
      degreeLevel: 'Please choose the degree.',
    });
    const result = validateFields(qualificationSchema('organisation', { today: TODAY }), {
      name: '  NASP ',
      membershipNumber: ' N-1 ',
    });
    expect(result).toEqual({ ok: true, values: { name: 'NASP', membershipNumber: 'N-1' } });
  });
});
