import type { SeedUser } from '../db/seed-users';
import { userById } from './users';

/**
 * OAuth tokens the fake identity server has issued and not revoked. Tokens of one grant share a
 * `grantId`, so revoking a refresh token or replaying a code revokes the whole family.
 */
interface IssuedToken {
  userId: string;
  expiresAt: number;
  grantId?: string | undefined;
  /** Identity session the grant started in (ended by endSession); may already be gone. */
  sessionId?: string | undefined;
}

export interface RefreshTokenEntry extends IssuedToken {
  grantId: string;
  scope: string;
}

export interface IdTokenEntry {
  userId: string;
  sessionId?: string | undefined;
}

const tokens = new Map<string, IssuedToken>();
const refreshTokens = new Map<string, RefreshTokenEntry>();
const idTokens = new Map<string, IdTokenEntry>();

export function issueAccessToken(
  userId: string,
  ttlMs: number,
  grantId?: string,
  sessionId?: string,
): string {
  const token = `at-${crypto.randomUUID()}`;
  tokens.set(token, { userId, expiresAt: Date.now() + ttlMs, grantId, sessionId });
  return token;
}

export function revokeAccessToken(token: string): void {
  tokens.delete(token);
}

/** The user id of an access token, if the token is known and unexpired. */
export function accessTokenUserId(token: string): string | undefined {
  const entry = tokens.get(token);
  if (!entry || entry.expiresAt <= Date.now()) return undefined;
  return entry.userId;
}

/** Test-only: every access token issued so far expires now (refresh tokens stay valid). */
export function expireAccessTokens(): void {
  const now = Date.now();
  for (const entry of tokens.values()) entry.expiresAt = Math.min(entry.expiresAt, now);
}

export function issueRefreshToken(
  userId: string,
  ttlMs: number,
  details: { grantId: string; scope: string; sessionId?: string | undefined },
): string {
  const token = `rt-${crypto.randomUUID()}`;
  refreshTokens.set(token, { userId, expiresAt: Date.now() + ttlMs, ...details });
  return token;
}

/** Redeems a refresh token: it is single-use (rotated), so a valid one is removed here. */
export function takeRefreshToken(token: string): RefreshTokenEntry | undefined {
  const entry = refreshTokens.get(token);
  if (!entry) return undefined;
  refreshTokens.delete(token);
  return entry.expiresAt > Date.now() ? entry : undefined;
}

export function registerIdToken(idToken: string, entry: IdTokenEntry): void {
  idTokens.set(idToken, entry);
}

/** An id token this server issued (expired ones included: they still serve as hints). */
export function idTokenEntry(idToken: string): IdTokenEntry | undefined {
  return idTokens.get(idToken);
}

export function revokeGrant(grantId: string): void {
  for (const [token, entry] of tokens) if (entry.grantId === grantId) tokens.delete(token);
  for (const [token, entry] of refreshTokens)
    if (entry.grantId === grantId) refreshTokens.delete(token);
}

/** Revokes the user's tokens of every other session: a password change ends the other sign-ins. */
export function revokeUserTokensOutside(userId: string, keepSessionId: string): void {
  for (const [token, entry] of tokens)
    if (entry.userId === userId && entry.sessionId !== keepSessionId) tokens.delete(token);
  for (const [token, entry] of refreshTokens)
    if (entry.userId === userId && entry.sessionId !== keepSessionId) refreshTokens.delete(token);
}

/** RFC 7009 revocation: a refresh token takes its whole grant; unknown tokens are no error. */
export function revokeToken(token: string): 'access' | 'refresh' | undefined {
  if (tokens.delete(token)) return 'access';
  const refresh = refreshTokens.get(token);
  if (!refresh) return undefined;
  revokeGrant(refresh.grantId);
  return 'refresh';
}

export function resetTokens(): void {
  tokens.clear();
  refreshTokens.clear();
  idTokens.clear();
}

export function bearerToken(request: Request): string {
  const header = request.headers.get('Authorization') ?? '';
  return header.startsWith('Bearer ') ? header.slice(7).trim() : '';
}

/** The user of a request's bearer token, if known and unexpired. */
export function bearerUser(request: Request): SeedUser | undefined {
  const userId = accessTokenUserId(bearerToken(request));
  return userId === undefined ? undefined : userById(userId);
}
