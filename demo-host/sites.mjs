/**
 * How the demo host shows each regional site on localhost: the host name and first path segment
 * the widgets resolve the locale from (spec section 1), passed through the page configuration.
 */
export const DEMO_SITES = {
  'en-us': { label: 'United States', host: 'www.assessments-demo.com' },
  'en-ca': { label: 'Canada (English)', host: 'www.assessments-demo.ca', localePath: 'en-ca' },
  'fr-ca': { label: 'Canada (français)', host: 'www.assessments-demo.ca', localePath: 'fr-ca' },
  'en-gb': { label: 'United Kingdom', host: 'www.assessments-demo.co.uk' },
  'en-au': { label: 'Australia', host: 'www.assessments-demo.com.au', localePath: 'en-au' },
  'en-nz': { label: 'New Zealand', host: 'www.assessments-demo.com.au', localePath: 'en-nz' },
  'ja-jp': { label: 'Asia (Japan)', host: 'www.assessments-demo.asia', localePath: 'ja-jp' },
  'zh-sg': { label: 'Singapore', host: 'www.assessments-demo.asia', localePath: 'zh-sg' },
  'nl-nl': { label: 'Nederland', host: 'www.assessments-demo.nl' },
  'es-es': { label: 'España', host: 'www.assessments-demo.es' },
};

export const BASE_SITES = {
  'en-us': 'usassessments',
  'en-ca': 'caassessments',
  'fr-ca': 'caassessments',
  'en-gb': 'ukassessments',
  'en-au': 'auassessments',
  'en-nz': 'nzassessments',
  'ja-jp': 'asiaassessments',
  'zh-sg': 'sgassessments',
  'nl-nl': 'nlassessments',
  'es-es': 'esassessments',
};

export const LANGS = { 'fr-ca': 'fr', 'nl-nl': 'nl', 'es-es': 'es' };
