/** The country the fake geolocation lookup answers; `null` means it could not tell. */
const DEFAULT_COUNTRY = 'US';

let country: string | null = DEFAULT_COUNTRY;

export function mockCountry(): string | null {
  return country;
}

/** Test control: the country later lookups answer (`null`: "could not be identified"). */
export function setMockCountry(value: string | null): void {
  country = value;
}

export function resetMockGeolocation(): void {
  country = DEFAULT_COUNTRY;
}
