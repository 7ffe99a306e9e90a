// The feature flags of spec section 9.

export type QualificationType =
  'degree' | 'certification' | 'accredited-institution' | 'organisation' | 'license';

export interface QuickOrderRows {
  min: number;
  max: number;
}

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
  /** Empty by default: the widget then uses its own row count. */
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

/** "Most are on except SSO username, PO threshold, checkout retry". */
const OFF_IN_MOCK_MODE: readonly FlagKey[] = [
  'sso-show-username-field',
  'po-threshold',
  'checkout-retry',
];

export const FLAG_MOCK_VALUES: Readonly<FlagValues> = {
  ...(Object.fromEntries(
    Object.entries(FLAG_DEFAULTS).map(([key, value]) => [
      key,
      typeof value === 'boolean' ? !OFF_IN_MOCK_MODE.includes(key as FlagKey) : value,
    ]),
  ) as unknown as FlagValues),
  'my-account-qualifications': [
    'degree',
    'certification',
    'accredited-institution',
    'organisation',
  ],
  'quick-order-rows': { min: 3, max: 25 },
};

export function isFlagKey(key: string): key is FlagKey {
  return key in FLAG_DEFAULTS;
}
