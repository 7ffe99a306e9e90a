/** Qualification types the my-account qualifications flag may allow. */
export type QualificationType =
  'degree' | 'certification' | 'accredited-institution' | 'organisation' | 'license';

export interface QuickOrderRows {
  min: number;
  max: number;
}

/** Every feature flag with the type of its value (spec section 9). */
export interface FlagValues {
  'line3-address-line': boolean;
  upc: boolean;
  'order-history': boolean;
  'address-book': boolean;
  vat: boolean;
  'my-account-qualifications': readonly QualificationType[];
  'quotes-pdf-download-upgrade': boolean;
  'address-validation-service': boolean;
  'ofac-screening': boolean;
  'bank-transfer': boolean;
  'third-party-program': boolean;
  /** Empty by default (the widget then uses its own row count); mock: min 3, max 25. */
  'quick-order-rows': QuickOrderRows | null;
  'image-capability': boolean;
  'organisation-level-discount': boolean;
  'sso-show-username-field': boolean;
  'checkout-recaptcha': boolean;
  'editable-header-footer-templates': boolean;
  'po-threshold': boolean;
  'checkout-retry': boolean;
}
export type FlagKey = keyof FlagValues;

/** Production defaults (spec section 9). */
export const FLAG_DEFAULTS: Readonly<FlagValues> = {
  'line3-address-line': false,
  upc: false,
  'order-history': false,
  'address-book': false,
  vat: false,
  'my-account-qualifications': [],
  'quotes-pdf-download-upgrade': true,
  'address-validation-service': false,
  'ofac-screening': false,
  'bank-transfer': false,
  'third-party-program': false,
  'quick-order-rows': null,
  'image-capability': false,
  'organisation-level-discount': false,
  'sso-show-username-field': false,
  'checkout-recaptcha': false,
  'editable-header-footer-templates': false,
  'po-threshold': false,
  'checkout-retry': false,
};

/** Mock mode: most flags on, except SSO username, PO threshold and checkout retry (spec section 9). */
export const FLAG_MOCK_VALUES: Readonly<FlagValues> = {
  'line3-address-line': true,
  upc: true,
  'order-history': true,
  'address-book': true,
  vat: true,
  'my-account-qualifications': [
    'degree',
    'certification',
    'accredited-institution',
    'organisation',
  ],
  'quotes-pdf-download-upgrade': true,
  'address-validation-service': true,
  'ofac-screening': true,
  'bank-transfer': true,
  'third-party-program': true,
  'quick-order-rows': { min: 3, max: 25 },
  'image-capability': true,
  'organisation-level-discount': true,
  'sso-show-username-field': false,
  'checkout-recaptcha': true,
  'editable-header-footer-templates': true,
  'po-threshold': false,
  'checkout-retry': false,
};

export function isFlagKey(key: string): key is FlagKey {
  return key in FLAG_DEFAULTS;
}
