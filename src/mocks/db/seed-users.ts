import type { Locale } from '../../core/locale/locales';

export type AccountType = 'PERSONAL' | 'ORGANIZATION';
export type QualificationLevel = 'A' | 'AB' | 'ABC';

/** Seeded shoppers of the fake identity server and commerce platform. docs/fake-backend.md lists them. */
export interface SeedUser {
  id: string;
  username: string;
  /**
   * A username of the organisation's single sign-on, besides the email-shaped `username`; the
   * identity server takes either (the sso-show-username-field flag labels the form's field for it).
   */
  ssoUsername?: string;
  password: string;
  firstName: string;
  lastName: string;
  email: string;
  accountType: AccountType;
  /** The level docs/fake-backend.md gives; the seeded qualifications derive exactly this. */
  qualificationLevel: QualificationLevel;
  registrationCountryIso: string;
  homeLocale: Locale;
  customerService: boolean;
}

export const SEED_USERS: readonly SeedUser[] = [
  {
    id: 'u-1001',
    username: 'clinician@example.com',
    password: 'Clinician!2026',
    firstName: 'Dana',
    lastName: 'Whitfield',
    email: 'clinician@example.com',
    accountType: 'PERSONAL',
    qualificationLevel: 'ABC',
    registrationCountryIso: 'US',
    homeLocale: 'en-us',
    customerService: false,
  },
  {
    id: 'u-1002',
    username: 'teacher@example.com',
    password: 'Teacher!2026',
    firstName: 'Sam',
    lastName: 'Okafor',
    email: 'teacher@example.com',
    accountType: 'PERSONAL',
    qualificationLevel: 'A',
    registrationCountryIso: 'US',
    homeLocale: 'en-us',
    customerService: false,
  },
  {
    id: 'u-1003',
    username: 'district@example.com',
    ssoUsername: 'malvarez',
    password: 'District!2026',
    firstName: 'Maria',
    lastName: 'Álvarez',
    email: 'district@example.com',
    accountType: 'ORGANIZATION',
    qualificationLevel: 'AB',
    registrationCountryIso: 'US',
    homeLocale: 'en-us',
    customerService: false,
  },
  {
    id: 'u-1004',
    username: 'university@example.com',
    password: 'University!2026',
    firstName: 'Lin',
    lastName: 'Tan',
    email: 'university@example.com',
    accountType: 'ORGANIZATION',
    qualificationLevel: 'ABC',
    registrationCountryIso: 'SG',
    homeLocale: 'zh-sg',
    customerService: false,
  },
  {
    id: 'u-1005',
    username: 'kiwi@example.com',
    password: 'Kiwi!2026',
    firstName: 'Aroha',
    lastName: 'Ngata',
    email: 'kiwi@example.com',
    accountType: 'PERSONAL',
    qualificationLevel: 'AB',
    registrationCountryIso: 'NZ',
    homeLocale: 'en-nz',
    customerService: false,
  },
  {
    id: 'u-1006',
    username: 'support@example.com',
    password: 'Support!2026',
    firstName: 'Chris',
    lastName: 'Morgan',
    email: 'support@example.com',
    accountType: 'ORGANIZATION',
    qualificationLevel: 'ABC',
    registrationCountryIso: 'US',
    homeLocale: 'en-us',
    customerService: true,
  },
];
