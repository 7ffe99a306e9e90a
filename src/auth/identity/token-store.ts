import * as v from 'valibot';
import { logError } from '../../core/platform/log';
import { readItem, removeItem, writeItem } from '../../core/platform/storage';
import {
  RENEWAL_KEY,
  TOKEN_EXPIRY_KEY,
  TOKEN_RACE_TIMEOUT_MS,
  TOKENS_KEY,
} from '../session-constants/session-constants';

// Tokens in one local storage entry for every tab; expired ones are kept until renewed (spec 4).
export { RENEWAL_KEY, TOKENS_KEY };

const TokensSchema = v.object({
  accessToken: v.pipe(v.string(), v.minLength(8), v.maxLength(4096)),
  idToken: v.optional(v.pipe(v.string(), v.maxLength(8192))),
  refreshToken: v.optional(v.pipe(v.string(), v.maxLength(4096))),
  tokenExpiry: v.optional(v.pipe(v.number(), v.integer())),
});
export type StoredTokens = v.InferOutput<typeof TokensSchema>;

// Storage blocked (privacy settings): nothing is read or kept, so the page behaves as signed out.

/** Expired or not; malformed ones are removed. */
export function readStoredTokens(): StoredTokens | undefined {
  const raw = readItem(TOKENS_KEY);
  if (!raw) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  const result = v.safeParse(TokensSchema, parsed);
  if (!result.success) {
    logError('stored tokens were malformed and have been discarded');
    clearStoredTokens();
    return undefined;
  }
  return result.output;
}

export function expiresWithin(tokens: StoredTokens, now: number, marginMs = 0): boolean {
  return tokens.tokenExpiry !== undefined && tokens.tokenExpiry - now <= marginMs;
}

export function beginRenewal(now = Date.now()): void {
  // Refused (quota, policy): other tabs may then see a sign-out.
  writeItem(RENEWAL_KEY, String(now));
}

export function endRenewal(): void {
  removeItem(RENEWAL_KEY);
}

/** A marker older than the token race is stale. */
export function isRenewalInProgress(now = Date.now()): boolean {
  const started = Number(readItem(RENEWAL_KEY));
  return Number.isFinite(started) && started > 0 && now - started < TOKEN_RACE_TIMEOUT_MS;
}

/** Anything else is not stored, since it would be discarded on read. */
export function areValidTokens(tokens: unknown): tokens is StoredTokens {
  return v.safeParse(TokensSchema, tokens).success;
}

export function writeStoredTokens(tokens: StoredTokens): void {
  writeItem(TOKENS_KEY, JSON.stringify(tokens));
  // Spec section 3 keeps the expiry as its own value; the activity check reads it.
  if (tokens.tokenExpiry !== undefined) writeItem(TOKEN_EXPIRY_KEY, String(tokens.tokenExpiry));
  else removeItem(TOKEN_EXPIRY_KEY);
}

export function clearStoredTokens(): void {
  removeItem(TOKENS_KEY);
  removeItem(TOKEN_EXPIRY_KEY);
}

export const sdkTokenStore = {
  get: async (): Promise<StoredTokens> => readStoredTokens() as StoredTokens,
  set: async (_clientId: string, tokens: StoredTokens): Promise<void> => writeStoredTokens(tokens),
  remove: async (): Promise<void> => clearStoredTokens(),
};
