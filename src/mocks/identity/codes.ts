import { randomToken } from './base64url';
import { CODE_TTL_MS } from './constants';

/** Authorization codes: single-use, CODE_TTL_MS, bound to client, redirect URI, PKCE and user. */
export interface AuthorizationCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  userId: string;
  scope: string;
  sessionId: string;
  nonce?: string | undefined;
  /** Tokens minted from this code share it, so a replayed code can revoke them. */
  grantId: string;
  expiresAt: number;
  used: boolean;
}

export type CodeRedemption =
  | { status: 'ok'; code: AuthorizationCode }
  | { status: 'unknown' }
  | { status: 'expired' }
  | { status: 'reused'; code: AuthorizationCode };

const codes = new Map<string, AuthorizationCode>();

export function issueCode(
  details: Omit<AuthorizationCode, 'grantId' | 'expiresAt' | 'used'>,
): string {
  const code = randomToken(24);
  codes.set(code, {
    ...details,
    grantId: crypto.randomUUID(),
    expiresAt: Date.now() + CODE_TTL_MS,
    used: false,
  });
  return code;
}

/** Any redemption attempt uses the code up, whether or not the rest of the request is valid. */
export function redeemCode(value: string): CodeRedemption {
  const code = codes.get(value);
  if (!code) return { status: 'unknown' };
  if (code.used) return { status: 'reused', code };
  code.used = true;
  if (code.expiresAt <= Date.now()) return { status: 'expired' };
  return { status: 'ok', code };
}

export function resetCodes(): void {
  codes.clear();
}
