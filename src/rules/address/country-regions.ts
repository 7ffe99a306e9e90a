// The regions of the countries we ship to that have them, by ISO 3166-2 code without the country
// prefix. In its own file so that only the address form's chunk carries it.
import { JP } from './named-regions';
import { region as r, type Region } from './region';

export type { Region } from './region';

// prettier-ignore
const US: Region[] = [
  r('AL', 'Alabama'), r('AK', 'Alaska'), r('AZ', 'Arizona'), r('AR', 'Arkansas'),
  r('CA', 'California'), r('CO', 'Colorado'), r('CT', 'Connecticut'), r('DE', 'Delaware'),
  r('DC', 'District of Columbia'), r('FL', 'Florida'), r('GA', 'Georgia'), r('HI', 'Hawaii'),
  r('ID', 'Idaho'), r('IL', 'Illinois'), r('IN', 'Indiana'), r('IA', 'Iowa'),
  r('KS', 'Kansas'), r('KY', 'Kentucky'), r('LA', 'Louisiana'), r('ME', 'Maine'),
  r('MD', 'Maryland'), r('MA', 'Massachusetts'), r('MI', 'Michigan'), r('MN', 'Minnesota'),
  r('MS', 'Mississippi'), r('MO', 'Missouri'), r('MT', 'Montana'), r('NE', 'Nebraska'),
  r('NV', 'Nevada'), r('NH', 'New Hampshire'), r('NJ', 'New Jersey'), r('NM', 'New Mexico'),
  r('NY', 'New York'), r('NC', 'North Carolina'), r('ND', 'North Dakota'), r('OH', 'Ohio'),
  r('OK', 'Oklahoma'), r('OR', 'Oregon'), r('PA', 'Pennsylvania'), r('RI', 'Rhode Island'),
  r('SC', 'South Carolina'), r('SD', 'South Dakota'), r('TN', 'Tennessee'), r('TX', 'Texas'),
  r('UT', 'Utah'), r('VT', 'Vermont'), r('VA', 'Virginia'), r('WA', 'Washington'),
  r('WV', 'West Virginia'), r('WI', 'Wisconsin'), r('WY', 'Wyoming'),
];

// prettier-ignore
const CA: Region[] = [
  r('AB', 'Alberta'), r('BC', 'British Columbia'), r('MB', 'Manitoba'),
  r('NB', 'New Brunswick'), r('NL', 'Newfoundland and Labrador'), r('NT', 'Northwest Territories'),
  r('NS', 'Nova Scotia'), r('NU', 'Nunavut'), r('ON', 'Ontario'), r('PE', 'Prince Edward Island'),
  r('QC', 'Quebec'), r('SK', 'Saskatchewan'), r('YT', 'Yukon'),
];

// prettier-ignore
const AU: Region[] = [
  r('ACT', 'Australian Capital Territory'), r('NSW', 'New South Wales'),
  r('NT', 'Northern Territory'), r('QLD', 'Queensland'), r('SA', 'South Australia'),
  r('TAS', 'Tasmania'), r('VIC', 'Victoria'), r('WA', 'Western Australia'),
];

export const REGIONS_BY_COUNTRY: Readonly<Partial<Record<string, readonly Region[]>>> = {
  US,
  CA,
  AU,
  JP,
};
