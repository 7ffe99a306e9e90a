import { SEED_USERS, type SeedUser } from './db/seed-users';

/**
 * Access tokens the fake identity server has issued and not revoked, with their expiry. The
 * identity issue fills this from the token endpoint; until then nobody is signed in.
 */
const tokens = new Map<string, { userId: string; expiresAt: number }>();

export function issueAccessToken(userId: string, ttlMs: number): string {
  const token = `at-${crypto.randomUUID()}`;
  tokens.set(token, { userId, expiresAt: Date.now() + ttlMs });
  return token;
}

export function revokeAccessToken(token: string): void {
  tokens.delete(token);
}

export function resetTokens(): void {
  tokens.clear();
}

/** The seeded user a request's bearer token belongs to, if the token is known and unexpired. */
export function bearerUser(request: Request): SeedUser | undefined {
  const header = request.headers.get('Authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : '';
  const entry = tokens.get(token);
  if (!entry || entry.expiresAt <= Date.now()) return undefined;
  return SEED_USERS.find((u) => u.id === entry.userId);
}
