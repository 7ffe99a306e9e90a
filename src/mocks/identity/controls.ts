import { DEFAULT_ACCESS_TOKEN_TTL_S } from './constants';

/** Test-only switches of the fake identity server (set through `/__mock/identity/...`). */
let consentRequired = 0;
let accessTokenTtlSeconds = DEFAULT_ACCESS_TOKEN_TTL_S;

/** The next `times` authorize requests answer `error=consent_required`. */
export function requireConsent(times = 1): void {
  consentRequired = times;
}

export function takeConsentRequired(): boolean {
  if (consentRequired <= 0) return false;
  consentRequired -= 1;
  return true;
}

export function setAccessTokenTtl(seconds: number): void {
  accessTokenTtlSeconds = seconds;
}

export function accessTokenTtl(): number {
  return accessTokenTtlSeconds;
}

export function resetControls(): void {
  consentRequired = 0;
  accessTokenTtlSeconds = DEFAULT_ACCESS_TOKEN_TTL_S;
}
