/**
 * Seed catalogue of the fake backend. All names, codes and ISBNs are invented (valid check
 * digits); prices per base site come from the USD price at fixed rates, so data is deterministic.
 */
import type { BaseSite } from '../../core/locale/locales';

export interface SeedProduct {
  code: string;
  isbn13: string;
  name: string;
  program: string;
  qualificationLevel: 'A' | 'B' | 'C';
  prices: Record<BaseSite, number>;
  minOrderQuantity: number;
  maxOrderQuantity: number;
  buyableOnline: boolean;
  stock: number;
  aimsweb: boolean;
  digital: boolean;
  format: string;
  discountable: boolean;
  /** A Q-global product (score reports, scoring subscriptions): the order needs a Q-global account. */
  qglobal?: boolean;
  /**
   * Estimated ship date (ISO date) of a product not yet released; missing: ships from stock now.
   * Entries with different dates ship separately (spec section 9, split shipments).
   */
  estimatedShipDate?: string;
  /**
   * An online training: added to a cart only by a signed-in shopper, with its details (two preferred
   * dates, contact details, participants); one per cart, and it needs extra processing once ordered.
   */
  training?: boolean;
  /**
   * The publisher of a product the store sells under a third-party program: another publisher
   * makes and supports it (the third-party-program flag shows it to shoppers).
   */
  thirdPartyPublisher?: string;
}

/** Spec section 9: an order with aimswebPlus products must total at least this much (USD). */
export const AIMSWEB_MINIMUM_USD = 300;

/** Price of one USD in each base site's currency (asiaassessments prices in USD). */
const RATE_BY_BASE_SITE: Record<BaseSite, number> = {
  usassessments: 1,
  caassessments: 1.35,
  ukassessments: 0.8,
  auassessments: 1.5,
  nzassessments: 1.65,
  asiaassessments: 1,
  sgassessments: 1.35,
  nlassessments: 0.92,
  esassessments: 0.92,
};

/** A USD amount in every base site's currency (product prices, delivery costs). */
export function pricesFromUsd(usd: number): Record<BaseSite, number> {
  const prices = {} as Record<BaseSite, number>;
  for (const site of Object.keys(RATE_BY_BASE_SITE) as BaseSite[]) {
    prices[site] = Math.round(usd * RATE_BY_BASE_SITE[site] * 100) / 100;
  }
  return prices;
}

type RequiredKey = 'code' | 'isbn13' | 'name' | 'program' | 'qualificationLevel' | 'format';
type ProductInput = Pick<SeedProduct, RequiredKey> &
  Partial<Omit<SeedProduct, RequiredKey | 'prices'>> & { usd: number };

/** Fills in the common defaults: sold online, in stock, 1-999 per order, discountable, physical. */
function product({ usd, ...input }: ProductInput): SeedProduct {
  const digital = input.digital ?? false;
  const aimsweb = input.aimsweb ?? false;
  return {
    minOrderQuantity: 1,
    maxOrderQuantity: 999,
    buyableOnline: true,
    stock: digital || aimsweb ? 9999 : 500,
    discountable: true,
    ...input,
    aimsweb,
    digital,
    prices: pricesFromUsd(usd),
  };
}

export const SEED_PRODUCTS: readonly SeedProduct[] = [
  // WISC-V (level C)
  product({
    code: '0158979876',
    isbn13: '9780158979878',
    name: 'WISC-V Complete Kit with Manipulatives Bag',
    program: 'WISC-V',
    qualificationLevel: 'C',
    usd: 1575,
    format: 'Kit',
    stock: 38,
    maxOrderQuantity: 5,
  }),
  product({
    code: '0158979817',
    isbn13: '9780158979816',
    name: 'WISC-V Administration and Scoring Manual',
    program: 'WISC-V',
    qualificationLevel: 'C',
    usd: 199,
    format: 'Manual',
    stock: 210,
  }),
  product({
    code: '0158979825',
    isbn13: '9780158979823',
    name: 'WISC-V Technical and Interpretive Manual',
    program: 'WISC-V',
    qualificationLevel: 'C',
    usd: 150,
    format: 'Manual',
    stock: 3,
  }),
  product({
    code: '0158979833',
    isbn13: '9780158979830',
    name: 'WISC-V Record Forms (pack of 25)',
    program: 'WISC-V',
    qualificationLevel: 'C',
    usd: 128,
    format: 'Record forms',
    minOrderQuantity: 5,
  }),
  product({
    code: '0158979841',
    isbn13: '9780158979847',
    name: 'WISC-V Response Booklet 1 (pack of 25)',
    program: 'WISC-V',
    qualificationLevel: 'C',
    usd: 95,
    format: 'Response booklets',
  }),
  product({
    code: 'A103000185321',
    isbn13: '9798765400012',
    name: 'WISC-V Q-global Score Report (1 report)',
    program: 'WISC-V',
    qualificationLevel: 'C',
    usd: 3.25,
    format: 'Q-global report usage',
    qglobal: true,
    digital: true,
  }),
  product({
    code: 'A103000185339',
    isbn13: '9798765400029',
    name: 'WISC-V Digital Stimulus Books, 1-year access',
    program: 'WISC-V',
    qualificationLevel: 'C',
    usd: 325,
    format: 'Digital access code',
    digital: true,
    maxOrderQuantity: 10,
    discountable: false,
  }),
  product({
    code: '0158979868',
    isbn13: '9780158979861',
    name: 'WISC-V Spanish Record Forms (pack of 25)',
    program: 'WISC-V Spanish',
    qualificationLevel: 'C',
    usd: 132,
    format: 'Record forms',
  }),

  // WAIS-IV (level C)
  product({
    code: '0158980343',
    isbn13: '9780158980348',
    name: 'WAIS-IV Complete Kit',
    program: 'WAIS-IV',
    qualificationLevel: 'C',
    usd: 1450,
    format: 'Kit',
    stock: 0,
    maxOrderQuantity: 5,
  }),
  product({
    code: '0158980351',
    isbn13: '9780158980355',
    name: 'WAIS-IV Record Forms (pack of 25)',
    program: 'WAIS-IV',
    qualificationLevel: 'C',
    usd: 135,
    format: 'Record forms',
    minOrderQuantity: 5,
  }),
  product({
    code: '0158980378',
    isbn13: '9780158980379',
    name: 'WAIS-IV Administration and Scoring Manual',
    program: 'WAIS-IV',
    qualificationLevel: 'C',
    usd: 185,
    format: 'Manual',
    stock: 140,
  }),
  product({
    code: 'A103000190412',
    isbn13: '9798765400111',
    name: 'WAIS-IV Q-global Unlimited Scoring and Reporting, 1-year subscription',
    program: 'WAIS-IV',
    qualificationLevel: 'C',
    usd: 349,
    format: 'Digital access code',
    qglobal: true,
    digital: true,
  }),

  // WPPSI-IV (level C)
  product({
    code: '0158983415',
    isbn13: '9780158983417',
    name: 'WPPSI-IV Complete Kit',
    program: 'WPPSI-IV',
    qualificationLevel: 'C',
    usd: 1395,
    format: 'Kit',
    stock: 2,
  }),
  product({
    code: '0158983423',
    isbn13: '9780158983424',
    name: 'WPPSI-IV Record Forms Ages 2:6-3:11 (pack of 25)',
    program: 'WPPSI-IV',
    qualificationLevel: 'C',
    usd: 110,
    format: 'Record forms',
  }),
  product({
    code: '0158983431',
    isbn13: '9780158983431',
    name: 'WPPSI-IV Record Forms Ages 4:0-7:7 (pack of 25)',
    program: 'WPPSI-IV',
    qualificationLevel: 'C',
    usd: 118,
    format: 'Record forms',
  }),
  product({
    code: '0158983458',
    isbn13: '9780158983455',
    name: 'WPPSI-IV Response Booklet (pack of 25)',
    program: 'WPPSI-IV',
    qualificationLevel: 'C',
    usd: 75,
    format: 'Response booklets',
  }),

  // WMS-IV (level C)
  product({
    code: '0158984403',
    isbn13: '9780158984407',
    name: 'WMS-IV Complete Kit',
    program: 'WMS-IV',
    qualificationLevel: 'C',
    usd: 1295,
    format: 'Kit',
    buyableOnline: false,
  }),
  product({
    code: '0158984411',
    isbn13: '9780158984414',
    name: 'WMS-IV Record Forms (pack of 25)',
    program: 'WMS-IV',
    qualificationLevel: 'C',
    usd: 140,
    format: 'Record forms',
  }),

  // ASDO-2 Autism Spectrum Diagnostic Observation Schedule (level C)
  product({
    code: 'A103000201175',
    isbn13: '9798765400210',
    name: 'ASDO-2 Autism Spectrum Diagnostic Observation Schedule Complete Kit',
    program: 'ASDO-2',
    qualificationLevel: 'C',
    usd: 2695,
    format: 'Kit',
    buyableOnline: false,
    maxOrderQuantity: 2,
    stock: 12,
  }),
  product({
    code: 'A103000201183',
    isbn13: '9798765400227',
    name: 'ASDO-2 Module 1 Protocol Booklets (pack of 10)',
    program: 'ASDO-2',
    qualificationLevel: 'C',
    usd: 128,
    format: 'Protocol booklets',
  }),
  product({
    code: 'A103000201191',
    isbn13: '9798765400234',
    name: 'ASDO-2 Manual',
    program: 'ASDO-2',
    qualificationLevel: 'C',
    usd: 210,
    format: 'Manual',
    // A new edition, not printed yet: orders ship when it is released.
    estimatedShipDate: '2027-03-01',
  }),
  product({
    code: 'A103000201205',
    isbn13: '9798765400241',
    name: 'ASDO-2 Clinical Training Video Set (USB)',
    program: 'ASDO-2',
    qualificationLevel: 'C',
    usd: 395,
    format: 'USB drive',
    buyableOnline: false,
    stock: 25,
  }),

  // BSID-4 Infant Development Scales (level C)
  product({
    code: 'A103000214550',
    isbn13: '9798765400319',
    name: 'BSID-4 Infant Development Scales Complete Kit',
    program: 'BSID-4',
    qualificationLevel: 'C',
    usd: 1795,
    format: 'Kit',
    stock: 0,
    buyableOnline: false,
    maxOrderQuantity: 2,
  }),
  product({
    code: 'A103000214569',
    isbn13: '9798765400326',
    name: 'BSID-4 Record Forms (pack of 25)',
    program: 'BSID-4',
    qualificationLevel: 'C',
    usd: 122,
    format: 'Record forms',
  }),

  // CELF-5 (level B)
  product({
    code: '0158036645',
    isbn13: '9780158036649',
    name: 'CELF-5 Complete Kit',
    program: 'CELF-5',
    qualificationLevel: 'B',
    usd: 1095,
    format: 'Kit',
    stock: 1,
  }),
  product({
    code: '0158036653',
    isbn13: '9780158036656',
    name: "CELF-5 Examiner's Manual",
    program: 'CELF-5',
    qualificationLevel: 'B',
    usd: 160,
    format: 'Manual',
  }),
  product({
    code: '0158036661',
    isbn13: '9780158036663',
    name: 'CELF-5 Record Forms Ages 5-8 (pack of 25)',
    program: 'CELF-5',
    qualificationLevel: 'B',
    usd: 99,
    format: 'Record forms',
  }),
  product({
    code: '0158036688',
    isbn13: '9780158036687',
    name: 'CELF-5 Record Forms Ages 9-21 (pack of 25)',
    program: 'CELF-5',
    qualificationLevel: 'B',
    usd: 99,
    format: 'Record forms',
  }),
  product({
    code: '0158036696',
    isbn13: '9780158036694',
    name: 'CELF-5 Observational Rating Scale Forms (pack of 25)',
    program: 'CELF-5',
    qualificationLevel: 'B',
    usd: 55,
    format: 'Rating forms',
    minOrderQuantity: 5,
  }),
  product({
    code: 'A103000223418',
    isbn13: '9798765400418',
    name: 'CELF-5 Q-global Score Report (1 report)',
    program: 'CELF-5',
    qualificationLevel: 'B',
    usd: 2.75,
    format: 'Q-global report usage',
    qglobal: true,
    digital: true,
  }),

  // BASC-3 (level B)
  product({
    code: '0158109732',
    isbn13: '9780158109732',
    name: 'BASC-3 Starter Set with Hand-Scored Forms',
    program: 'BASC-3',
    qualificationLevel: 'B',
    usd: 395,
    format: 'Kit',
  }),
  product({
    code: '0158109740',
    isbn13: '9780158109749',
    name: 'BASC-3 Manual',
    program: 'BASC-3',
    qualificationLevel: 'B',
    usd: 135,
    format: 'Manual',
  }),
  product({
    code: '0158109759',
    isbn13: '9780158109756',
    name: 'BASC-3 Teacher Rating Scales Hand-Scored Forms (pack of 25)',
    program: 'BASC-3',
    qualificationLevel: 'B',
    usd: 58,
    format: 'Rating forms',
    minOrderQuantity: 10,
  }),
  product({
    code: '0158109767',
    isbn13: '9780158109763',
    name: 'BASC-3 Parent Rating Scales Hand-Scored Forms (pack of 25)',
    program: 'BASC-3',
    qualificationLevel: 'B',
    usd: 58,
    format: 'Rating forms',
    minOrderQuantity: 10,
  }),
  product({
    code: '0158109775',
    isbn13: '9780158109770',
    name: 'BASC-3 Self-Report of Personality Forms (pack of 25)',
    program: 'BASC-3',
    qualificationLevel: 'B',
    usd: 60,
    format: 'Rating forms',
  }),
  product({
    code: 'A103000231526',
    isbn13: '9798765400517',
    name: 'BASC-3 Q-global Digital Administration and Report (1 report)',
    program: 'BASC-3',
    qualificationLevel: 'B',
    usd: 4.25,
    format: 'Q-global report usage',
    qglobal: true,
    digital: true,
  }),

  // Vineland-3 (level B)
  product({
    code: '0158134931',
    isbn13: '9780158134932',
    name: 'Vineland-3 Comprehensive Interview Form Record Booklets (pack of 25)',
    program: 'Vineland-3',
    qualificationLevel: 'B',
    usd: 95,
    format: 'Record booklets',
  }),
  product({
    code: '0158134958',
    isbn13: '9780158134956',
    name: 'Vineland-3 Parent/Caregiver Form (pack of 25)',
    program: 'Vineland-3',
    qualificationLevel: 'B',
    usd: 67,
    format: 'Rating forms',
  }),
  product({
    code: '0158134966',
    isbn13: '9780158134963',
    name: 'Vineland-3 Manual',
    program: 'Vineland-3',
    qualificationLevel: 'B',
    usd: 160,
    format: 'Manual',
  }),
  product({
    code: 'A103000240118',
    isbn13: '9798765400616',
    name: 'Vineland-3 Q-global Comprehensive Score Report (1 report)',
    program: 'Vineland-3',
    qualificationLevel: 'B',
    usd: 3.5,
    format: 'Q-global report usage',
    qglobal: true,
    digital: true,
  }),

  // KTEA-3 (level B)
  product({
    code: '0158192703',
    isbn13: '9780158192703',
    name: 'KTEA-3 Comprehensive Form A Kit',
    program: 'KTEA-3',
    qualificationLevel: 'B',
    usd: 875,
    format: 'Kit',
  }),
  product({
    code: '0158192711',
    isbn13: '9780158192710',
    name: 'KTEA-3 Comprehensive Form A Record Forms (pack of 25)',
    program: 'KTEA-3',
    qualificationLevel: 'B',
    usd: 82,
    format: 'Record forms',
  }),
  product({
    code: '0158192738',
    isbn13: '9780158192734',
    name: 'KTEA-3 Brief Form Kit',
    program: 'KTEA-3',
    qualificationLevel: 'B',
    usd: 420,
    format: 'Kit',
    buyableOnline: false,
    stock: 40,
  }),

  // WIAT-4 (level B)
  product({
    code: '0158205121',
    isbn13: '9780158205120',
    name: 'WIAT-4 Complete Kit',
    program: 'WIAT-4',
    qualificationLevel: 'B',
    usd: 995,
    format: 'Kit',
    stock: 64,
  }),
  product({
    code: '0158205148',
    isbn13: '9780158205144',
    name: 'WIAT-4 Record Forms (pack of 25)',
    program: 'WIAT-4',
    qualificationLevel: 'B',
    usd: 105,
    format: 'Record forms',
  }),
  product({
    code: '0158205156',
    isbn13: '9780158205151',
    name: 'WIAT-4 Response Booklets (pack of 25)',
    program: 'WIAT-4',
    qualificationLevel: 'B',
    usd: 78,
    format: 'Response booklets',
  }),
  product({
    code: 'A103000252833',
    isbn13: '9798765400715',
    name: 'WIAT-4 Digital Administration, 1-year subscription (per examiner)',
    program: 'WIAT-4',
    qualificationLevel: 'B',
    usd: 150,
    format: 'Digital access code',
    digital: true,
    maxOrderQuantity: 10,
  }),

  // BRIEF-2 (level B)
  product({
    code: '0158227311',
    isbn13: '9780158227313',
    name: 'BRIEF-2 Introductory Kit',
    program: 'BRIEF-2',
    qualificationLevel: 'B',
    usd: 385,
    format: 'Kit',
    stock: 3,
  }),
  product({
    code: '0158227338',
    isbn13: '9780158227337',
    name: 'BRIEF-2 Parent Forms (pack of 25)',
    program: 'BRIEF-2',
    qualificationLevel: 'B',
    usd: 64,
    format: 'Rating forms',
  }),
  product({
    code: '0158227346',
    isbn13: '9780158227344',
    name: 'BRIEF-2 Teacher Forms (pack of 25)',
    program: 'BRIEF-2',
    qualificationLevel: 'B',
    usd: 64,
    format: 'Rating forms',
  }),
  product({
    code: 'A103000260771',
    isbn13: '9798765400814',
    name: 'BRIEF-2 Q-global Unlimited Scoring, 1-year subscription',
    program: 'BRIEF-2',
    qualificationLevel: 'B',
    usd: 179,
    format: 'Digital access code',
    qglobal: true,
    digital: true,
  }),

  // PPVT-5 (level A)
  product({
    code: '0158241918',
    isbn13: '9780158241913',
    name: 'PPVT-5 Form A Kit',
    program: 'PPVT-5',
    qualificationLevel: 'A',
    usd: 525,
    format: 'Kit',
  }),
  product({
    code: '0158241926',
    isbn13: '9780158241920',
    name: 'PPVT-5 Form A Record Forms (pack of 25)',
    program: 'PPVT-5',
    qualificationLevel: 'A',
    usd: 62,
    format: 'Record forms',
  }),
  product({
    code: '0158241934',
    isbn13: '9780158241937',
    name: 'PPVT-5 Manual',
    program: 'PPVT-5',
    qualificationLevel: 'A',
    usd: 120,
    format: 'Manual',
  }),
  product({
    code: 'A103000271129',
    isbn13: '9798765400913',
    name: 'PPVT-5 and EVT-3 Q-global Combined Score Report (1 report)',
    program: 'PPVT-5',
    qualificationLevel: 'A',
    usd: 2.25,
    format: 'Q-global report usage',
    qglobal: true,
    digital: true,
  }),

  // EVT-3 (level A)
  product({
    code: '0158242116',
    isbn13: '9780158242118',
    name: 'EVT-3 Form A Kit',
    program: 'EVT-3',
    qualificationLevel: 'A',
    usd: 460,
    format: 'Kit',
    stock: 0,
  }),
  product({
    code: '0158242124',
    isbn13: '9780158242125',
    name: 'EVT-3 Form A Record Forms (pack of 25)',
    program: 'EVT-3',
    qualificationLevel: 'A',
    usd: 55,
    format: 'Record forms',
  }),
  product({
    code: '0158242132',
    isbn13: '9780158242132',
    name: 'EVT-3 Manual',
    program: 'EVT-3',
    qualificationLevel: 'A',
    usd: 110,
    format: 'Manual',
  }),

  // VMI-6 Developmental Test of Visual-Motor Integration (level A)
  product({
    code: '0158256419',
    isbn13: '9780158256412',
    name: 'VMI-6 Short Form Test Booklets (pack of 25)',
    program: 'VMI-6',
    qualificationLevel: 'A',
    usd: 72,
    format: 'Test booklets',
  }),
  product({
    code: '0158256427',
    isbn13: '9780158256429',
    name: 'VMI-6 Administration, Scoring and Teaching Manual',
    program: 'VMI-6',
    qualificationLevel: 'A',
    usd: 98,
    format: 'Manual',
  }),

  // Sensory Pattern Profile 2 (level A)
  product({
    code: '0158263105',
    isbn13: '9780158263106',
    name: 'Sensory Pattern Profile 2 Caregiver Questionnaires (pack of 25)',
    program: 'Sensory Pattern Profile 2',
    qualificationLevel: 'A',
    usd: 84,
    format: 'Questionnaires',
  }),
  product({
    code: '0158263113',
    isbn13: '9780158263113',
    name: "Sensory Pattern Profile 2 User's Manual",
    program: 'Sensory Pattern Profile 2',
    qualificationLevel: 'A',
    usd: 135,
    format: 'Manual',
  }),

  // SAPT-3 Speech Articulation Picture Test (level A), sold under a third-party program
  product({
    code: '0158271450',
    isbn13: '9780158271453',
    name: 'SAPT-3 Speech Articulation Picture Test Kit',
    program: 'SAPT-3',
    qualificationLevel: 'A',
    usd: 395,
    format: 'Kit',
    thirdPartyPublisher: 'Northwind Speech Press',
    stock: 2,
  }),
  product({
    code: '0158271469',
    isbn13: '9780158271460',
    name: 'SAPT-3 Record Forms (pack of 25)',
    program: 'SAPT-3',
    qualificationLevel: 'A',
    usd: 60,
    format: 'Record forms',
    thirdPartyPublisher: 'Northwind Speech Press',
  }),

  // Classroom screeners (level A)
  product({
    code: 'A103000280314',
    isbn13: '9798765401019',
    name: 'Adaptive Behavior Checklist Screener Forms (pack of 25)',
    program: 'ABC Screener',
    qualificationLevel: 'A',
    usd: 45,
    format: 'Rating forms',
  }),

  // aimswebPlus (level A): per-student prices are small, so the USD 300 order minimum matters
  product({
    code: 'A103000290018',
    isbn13: '9798765401118',
    name: 'aimswebPlus Complete Subscription (per student)',
    program: 'aimswebPlus',
    qualificationLevel: 'A',
    usd: 7.5,
    format: 'Subscription (per student, 1 year)',
    aimsweb: true,
    discountable: false,
  }),
  product({
    code: 'A103000290026',
    isbn13: '9798765401125',
    name: 'aimswebPlus Reading Subscription (per student)',
    program: 'aimswebPlus',
    qualificationLevel: 'A',
    usd: 5.25,
    format: 'Subscription (per student, 1 year)',
    aimsweb: true,
    discountable: false,
  }),
  product({
    code: 'A103000290034',
    isbn13: '9798765401132',
    name: 'aimswebPlus Math Subscription (per student)',
    program: 'aimswebPlus',
    qualificationLevel: 'A',
    usd: 5.25,
    format: 'Subscription (per student, 1 year)',
    aimsweb: true,
    discountable: false,
  }),
  product({
    code: 'A103000290042',
    isbn13: '9798765401149',
    name: 'aimswebPlus Behavior Add-on (per student)',
    program: 'aimswebPlus',
    qualificationLevel: 'A',
    usd: 2.5,
    format: 'Subscription (per student, 1 year)',
    aimsweb: true,
  }),
  product({
    code: 'A103000290050',
    isbn13: '9798765401156',
    name: 'aimswebPlus Early Literacy Printed Test Booklets (pack of 25)',
    program: 'aimswebPlus',
    qualificationLevel: 'A',
    usd: 38,
    format: 'Test booklets',
    aimsweb: true,
    stock: 300,
  }),

  // Online trainings (level A: anyone who may buy may attend): live sessions on dates the shopper
  // proposes, for the participants they list. One per cart, priced per training (up to 20 people).
  product({
    code: 'A103000310010',
    isbn13: '9798765402016',
    name: 'WISC-V Online Training: Administration and Scoring (2 live sessions)',
    program: 'WISC-V',
    qualificationLevel: 'A',
    usd: 349,
    format: 'Online training',
    training: true,
    digital: true,
    maxOrderQuantity: 1,
  }),
  product({
    code: 'A103000310028',
    isbn13: '9798765402023',
    name: 'Q-global Online Training: Scoring and Reporting (1 live session)',
    program: 'Q-global',
    qualificationLevel: 'A',
    usd: 199,
    format: 'Online training',
    training: true,
    digital: true,
    maxOrderQuantity: 1,
  }),
  product({
    code: 'A103000310036',
    isbn13: '9798765402030',
    name: 'Classroom Screening Online Training for School Teams (2 live sessions)',
    program: 'ABC Screener',
    qualificationLevel: 'A',
    usd: 279,
    format: 'Online training',
    training: true,
    digital: true,
    maxOrderQuantity: 1,
  }),
];
