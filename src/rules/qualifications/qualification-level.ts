import { QUALIFICATION_TYPES, type QualificationType } from '../../core/routes/routes';
import type { ProductQualificationLevel, QualificationLevel } from '../cart/qualification';
import { dayNumber, type IsoDate } from '../form/calendar-date';

// What a shopper's qualifications are worth (spec sections 6 and 9). The spec does not say which
// qualification gives which level: docs/decisions/rules-qualification-levels.md.

export { QUALIFICATION_TYPES, type QualificationType };

export const DEGREE_LEVELS = ['BACHELOR', 'MASTER', 'DOCTORATE'] as const;
export type DegreeLevel = (typeof DEGREE_LEVELS)[number];

export interface DegreeFields {
  degreeLevel: DegreeLevel;
  fieldOfStudy: string;
  institution: string;
  yearAwarded: string;
}

export interface LicenseFields {
  licenseType: string;
  licenseNumber: string;
  issuedBy: string;
  expiresOn: IsoDate;
}

export interface OrganisationFields {
  name: string;
  membershipNumber: string;
}

export interface AccreditedInstitutionFields {
  name: string;
  accreditedBy: string;
}

export interface QualificationFieldsByType {
  degree: DegreeFields;
  license: LicenseFields;
  organisation: OrganisationFields;
  'accredited-institution': AccreditedInstitutionFields;
}

export type QualificationRecord = {
  [T in QualificationType]: { id: string; type: T } & QualificationFieldsByType[T];
}[QualificationType];

const DEGREE_GRANTS: Readonly<Record<DegreeLevel, ProductQualificationLevel>> = {
  BACHELOR: 'A',
  MASTER: 'B',
  DOCTORATE: 'C',
};

/** The expiry day itself included. */
export function licenseValid(expiresOn: IsoDate, today: IsoDate): boolean {
  const last = dayNumber(expiresOn);
  const now = dayNumber(today);
  return last !== undefined && now !== undefined && last >= now;
}

export function grantedLevel(
  qualification: QualificationRecord,
  today: IsoDate,
): ProductQualificationLevel {
  switch (qualification.type) {
    case 'degree':
      return DEGREE_GRANTS[qualification.degreeLevel];
    case 'license':
      return licenseValid(qualification.expiresOn, today) ? 'C' : 'A';
    case 'organisation':
    case 'accredited-institution':
      return 'B';
  }
}

export function qualificationLevelOf(
  qualifications: readonly QualificationRecord[],
  today: IsoDate,
): QualificationLevel {
  const granted = new Set(qualifications.map((q) => grantedLevel(q, today)));
  return granted.has('C') ? 'ABC' : granted.has('B') ? 'AB' : 'A';
}

/** Only the types of spec section 2 count. */
export function isQualificationType(value: string | undefined): value is QualificationType {
  return (QUALIFICATION_TYPES as readonly string[]).includes(value ?? '');
}
