import type { StoreConfig } from '../config/config-schema';
import { logError } from '../platform/log';
import type { StoreState } from '../store/store';

/** Spec section 9. */
export const GEOLOCATION_TIMEOUT_MS = 30_000;

/** Not the codes lookup services use for "unknown". */
const COUNTRY = /^(?!XX|ZZ)[A-Z]{2}$/;

// An answer without a usable country marks it unidentified (the header offers the international
// contacts); a failed lookup is only logged: our service being down is no reason for a modal.
export async function lookUpCountry(core: {
  config: Pick<StoreConfig, 'storeBase'>;
  store: Pick<StoreState, 'countryUnidentified'>;
}): Promise<string | undefined> {
  // Not AbortSignal.timeout: the page's own clock, which a test can drive.
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('Geolocation lookup timed out', 'TimeoutError')),
    GEOLOCATION_TIMEOUT_MS,
  );
  try {
    const response = await fetch(`${core.config.storeBase}/geolocation`, {
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const country = ((await response.json()) as { country?: unknown } | null)?.country;
    if (typeof country === 'string' && COUNTRY.test(country.toUpperCase())) {
      return country.toUpperCase();
    }
    core.store.countryUnidentified = true;
  } catch (error) {
    logError('geolocation: lookup failed', error);
  } finally {
    clearTimeout(timer);
  }
  return undefined;
}
