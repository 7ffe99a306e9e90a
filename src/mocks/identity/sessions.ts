import { randomToken } from './base64url';
import { SESSION_COOKIE, SESSION_TTL_MS } from './constants';

/**
 * Identity sessions (AM's SSO sessions), in memory. `tokenId` is the secret the session cookie
 * carries; `id` is a public handle that tokens and id tokens refer to.
 */
export interface IdentitySession {
  id: string;
  tokenId: string;
  userId: string;
  expiresAt: number;
}

const sessions = new Map<string, IdentitySession>();

export function createSession(userId: string): IdentitySession {
  const session: IdentitySession = {
    id: crypto.randomUUID(),
    // AM token ids start with AQIC; the rest only has to be cookie-safe.
    tokenId: `AQIC${randomToken(24)}`,
    userId,
    expiresAt: Date.now() + SESSION_TTL_MS,
  };
  sessions.set(session.tokenId, session);
  return session;
}

/** The live session of a token id; expired sessions are dropped. */
export function sessionByTokenId(tokenId: string | null | undefined): IdentitySession | undefined {
  if (!tokenId) return undefined;
  const session = sessions.get(tokenId);
  if (!session) return undefined;
  if (session.expiresAt <= Date.now()) {
    sessions.delete(tokenId);
    return undefined;
  }
  return session;
}

/** The request's session: its cookie (msw's jar included), else AM's `iPlanetDirectoryPro`. */
export function requestSession(
  request: Request,
  cookies: Record<string, string>,
): IdentitySession | undefined {
  return (
    sessionByTokenId(cookies[SESSION_COOKIE]) ??
    sessionByTokenId(request.headers.get(SESSION_COOKIE))
  );
}

export function endSession(session: IdentitySession | undefined): void {
  if (session) sessions.delete(session.tokenId);
}

export function endSessionById(id: string | undefined): void {
  if (!id) return;
  for (const session of sessions.values()) if (session.id === id) sessions.delete(session.tokenId);
}

/** Ends every session of `userId` but `keep` (a password change ends the user's other sign-ins). */
export function endOtherSessions(userId: string, keep: IdentitySession): void {
  for (const session of sessions.values()) {
    if (session.userId === userId && session.tokenId !== keep.tokenId) {
      sessions.delete(session.tokenId);
    }
  }
}

export function sessionCookie(session: IdentitySession): string {
  return `${SESSION_COOKIE}=${session.tokenId}; Path=/; HttpOnly; SameSite=Lax`;
}

export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax`;
}

export function resetSessions(): void {
  sessions.clear();
}
