import type { Locale } from '../../core/locale/locales';

// Locale switch (spec section 4): the pairs of sites that share a host. Only a page of one of them
// can switch, so only there does a signed-in page read the registration country (regional-switch.ts).
export const REGIONAL_PARTNER: Readonly<Partial<Record<Locale, Locale>>> = {
  'ja-jp': 'zh-sg',
  'zh-sg': 'ja-jp',
  'en-au': 'en-nz',
  'en-nz': 'en-au',
};
