import type { QualificationRecord } from '../../rules/qualifications/qualification-level';

/**
 * The seeded shoppers' qualifications, giving the levels docs/fake-backend.md lists. The licenses
 * expire far in the future, so the seeds do not age.
 */
export const SEED_QUALIFICATIONS: Readonly<Record<string, readonly QualificationRecord[]>> = {
  'u-1001': [
    {
      id: 'q-1001-license',
      type: 'license',
      licenseType: 'Licensed Psychologist',
      licenseNumber: 'PSY-204518',
      issuedBy: 'Illinois Department of Financial and Professional Regulation',
      expiresOn: '2099-06-30',
    },
    {
      id: 'q-1001-degree',
      type: 'degree',
      degreeLevel: 'DOCTORATE',
      fieldOfStudy: 'Clinical Psychology',
      institution: 'University of Illinois',
      yearAwarded: '2011',
    },
  ],
  'u-1002': [
    {
      id: 'q-1002-degree',
      type: 'degree',
      degreeLevel: 'BACHELOR',
      fieldOfStudy: 'Elementary Education',
      institution: 'Ohio State University',
      yearAwarded: '2015',
    },
  ],
  'u-1003': [
    {
      id: 'q-1003-degree',
      type: 'degree',
      degreeLevel: 'MASTER',
      fieldOfStudy: 'School Psychology',
      institution: 'University of California, Riverside',
      yearAwarded: '2009',
    },
    {
      id: 'q-1003-organisation',
      type: 'organisation',
      name: 'National Association of School Psychologists',
      membershipNumber: 'NASP-88213',
    },
  ],
  'u-1004': [
    {
      id: 'q-1004-degree',
      type: 'degree',
      degreeLevel: 'DOCTORATE',
      fieldOfStudy: 'Psychology',
      institution: 'National University of Singapore',
      yearAwarded: '2008',
    },
    {
      id: 'q-1004-institution',
      type: 'accredited-institution',
      name: 'Lakeside University Psychology Clinic',
      accreditedBy: 'Singapore Psychological Society',
    },
  ],
  'u-1005': [
    {
      id: 'q-1005-degree',
      type: 'degree',
      degreeLevel: 'MASTER',
      fieldOfStudy: 'Speech-Language Therapy',
      institution: 'University of Auckland',
      yearAwarded: '2017',
    },
  ],
  'u-1006': [
    {
      id: 'q-1006-license',
      type: 'license',
      licenseType: 'Licensed Professional Counselor',
      licenseNumber: 'LPC-77120',
      issuedBy: 'Texas Behavioral Health Executive Council',
      expiresOn: '2099-12-31',
    },
  ],
};
