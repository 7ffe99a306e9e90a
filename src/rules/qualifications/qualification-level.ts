import { QUALIFICATION_TYPES, type QualificationType } from '../../core/routes/routes';
import type { ProductQualificationLevel, QualificationLevel } from '../cart/qualification';
import { dayNumber, type IsoDate } from '../form/calendar-date';

/**
 * What a shopper's qualifications are worth (spec sections 6 and 9: levels A, B, C, C highest;
 * level A buys A products, AB A and B, ABC all). The spec does not say which qualification gives
 * which level; ours follows the publishers' usual scheme:
 *
 * - a degree: a bachelor's gives A, a master's B, a doctorate C;
 * - a license to practise: C while it is valid (its expiry date today or later), else nothing
 *   beyond A;
 * - membership of a professional organisation: B;
 * - training at or for an accredited institution: B.
 *
 * A shopper's level is the highest any of their qualifications gives, A with none: anyone may buy
 * level A products. The fake platform derives each shopper's level this way, and the qualifications
 * page shows it.
 */

export { QUALIFICATION_TYPES, type QualificationType };

export const DEGREE_LEVELS = ['BACHELOR', 'MASTER', 'DOCTORATE'] as const;
export type DegreeLevel = (typeof DEGREE_LEVELS)[number];

export interface DegreeFields {
  degreeLevel: DegreeLevel;
  fieldOfStudy: string;
  institution: string;
  /** Four digits. */
  yearAwarded: string;
}

export interface LicenseFields {
  licenseType: string;
  licenseNumber: string;
  /** The state, province or region that issued it. */
  issuedBy: string;
  /** YYYY-MM-DD. */
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

/** Each type's fields. */
export interface QualificationFieldsByType {
  degree: DegreeFields;
  license: LicenseFields;
  organisation: OrganisationFields;
  'accredited-institution': AccreditedInstitutionFields;
}

/** One qualification on file: its id, its type and that type's fields. */
export type QualificationRecord = {
  [T in QualificationType]: { id: string; type: T } & QualificationFieldsByType[T];
}[QualificationType];

const DEGREE_GRANTS: Readonly<Record<DegreeLevel, ProductQualificationLevel>> = {
  BACHELOR: 'A',
  MASTER: 'B',
  DOCTORATE: 'C',
};

/** Whether a license expiring on `expiresOn` is still valid on `today` (its last day included). */
export function licenseValid(expiresOn: IsoDate, today: IsoDate): boolean {
  const last = dayNumber(expiresOn);
  const now = dayNumber(today);
  return last !== undefined && now !== undefined && last >= now;
}

/** The product level one qualification lets its holder buy, on `today` (a license may expire). */
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

/** A shopper's level: the highest their qualifications give; A with none. */
export function qualificationLevelOf(
  qualifications: readonly QualificationRecord[],
  today: IsoDate,
): QualificationLevel {
  const granted = new Set(qualifications.map((q) => grantedLevel(q, today)));
  return granted.has('C') ? 'ABC' : granted.has('B') ? 'AB' : 'A';
}

/** A path segment or attribute naming a type: only the four of spec section 2 count. */
export function isQualificationType(value: string | undefined): value is QualificationType {
  return (QUALIFICATION_TYPES as readonly string[]).includes(value ?? '');
}
