import { useMemo } from 'react';
import type { CountryCode } from 'libphonenumber-js/min';
import { phoneCountryOptions } from '../../rules/phone/phone-countries';

export interface PhoneCountryChoice {
  iso: CountryCode;
  /** "United States (+1)", in the page's language. */
  label: string;
}

/** Every phone country with its calling code, named in the page's language, by name. */
export function usePhoneCountries(locale: string): PhoneCountryChoice[] {
  return useMemo(() => {
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      names = undefined;
    }
    return phoneCountryOptions()
      .map(({ iso, callingCode }) => ({
        iso,
        label: `${names?.of(iso) ?? iso} (+${callingCode})`,
      }))
      .sort((a, b) => a.label.localeCompare(b.label, locale));
  }, [locale]);
}
