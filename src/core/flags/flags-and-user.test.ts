import { afterEach, describe, expect, it, vi } from 'vitest';
import { FLAG_DEFAULTS, FLAG_MOCK_VALUES } from './flag-defaults';
import { initialFlags } from './initial-flags';
import { initialsOf } from '../store/user';

describe('feature flag defaults (spec section 9)', () => {
  it('has the production defaults', () => {
    expect(FLAG_DEFAULTS).toEqual({
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
    });
  });

  it('in mock mode turns everything on except SSO username, PO threshold and checkout retry', () => {
    const off = Object.entries(FLAG_MOCK_VALUES)
      .filter(([, value]) => value === false)
      .map(([key]) => key)
      .sort();
    expect(off).toEqual(['checkout-retry', 'po-threshold', 'sso-show-username-field']);
    expect(FLAG_MOCK_VALUES['quick-order-rows']).toEqual({ min: 3, max: 25 });
    expect(FLAG_MOCK_VALUES['my-account-qualifications']).toEqual([
      'degree',
      'certification',
      'accredited-institution',
      'organisation',
    ]);
  });

  describe('initialFlags', () => {
    afterEach(() => vi.restoreAllMocks());
    it('starts from defaults or mock values', () => {
      expect(initialFlags(false, {})).toEqual(FLAG_DEFAULTS);
      expect(initialFlags(true, {})).toEqual(FLAG_MOCK_VALUES);
    });
    it('applies overrides of the right type and logs the others by name', () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const flags = initialFlags(false, {
        vat: true,
        'quick-order-rows': { min: 1, max: 10 },
        'no-such-flag': true,
        upc: 'yes',
      });
      expect(flags.vat).toBe(true);
      expect(flags['quick-order-rows']).toEqual({ min: 1, max: 10 });
      expect(flags.upc).toBe(false);
      expect(error).toHaveBeenCalledTimes(2);
      expect(error.mock.calls.map((c) => String(c[1])).join('\n')).toMatch(
        /no-such-flag[\s\S]*upc/,
      );
    });
  });
});

describe('initials (spec section 3)', () => {
  it('upper-cases the first letters of first and last name', () => {
    expect(initialsOf({ firstName: 'dana', lastName: 'whitfield' })).toBe('DW');
    expect(initialsOf({ firstName: 'Émile', lastName: 'ørsted' })).toBe('ÉØ');
  });
  it('is empty if either name is missing', () => {
    expect(initialsOf({ firstName: '', lastName: 'Tan' })).toBe('');
    expect(initialsOf({ firstName: 'Lin', lastName: '  ' })).toBe('');
    expect(initialsOf(null)).toBe('');
  });
  it('keeps a character outside the BMP whole', () => {
    expect(initialsOf({ firstName: '𝒜da', lastName: 'Lee' })).toBe('𝒜L');
  });
});
