import * as v from 'valibot';
import { logError } from '../../core/platform/log';
import { readItem, removeItem, writeItem } from '../../core/platform/storage';
import {
  RENEWAL_KEY,
  TOKEN_EXPIRY_KEY,
  TOKEN_RACE_TIMEOUT_MS,
  TOKENS_KEY,
} from '../session-constants';

/**
 * Where the signed-in shopper's tokens live: one local storage entry (TOKENS_KEY), so every tab of
 * the store shares one session and hears (through the `storage` event) when another tab signs in
 * or out. Read here without loading the identity SDK: a visitor without tokens never downloads it.
 * Anything malformed is discarded, never trusted. An expired token is kept until the identity
 * client renews it (spec section 4: revoked, deleted, then a new authorization), because the
 * shopper's identity session may well be alive: deleting it here signed them out for nothing.
 * The keys live with the other session keys: the page's first check reads them without this
 * module (src/auth/session/session-to-check.ts).
 */
export { RENEWAL_KEY, TOKENS_KEY };

const TokensSchema = v.object({
  accessToken: v.pipe(v.string(), v.minLength(8), v.maxLength(4096)),
  idToken: v.optional(v.pipe(v.string(), v.maxLength(8192))),
  refreshToken: v.optional(v.pipe(v.string(), v.maxLength(4096))),
  tokenExpiry: v.optional(v.pipe(v.number(), v.integer())),
});
export type StoredTokens = v.InferOutput<typeof TokensSchema>;

// Storage blocked (privacy settings): the helpers read nothing and keep nothing, so the page
// behaves as signed out.

/** The stored tokens if they are well-formed (expired or not); malformed ones are removed. */
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

/** Whether the tokens expire within `marginMs` from `now` (already expired with the default 0). */
export function expiresWithin(tokens: StoredTokens, now: number, marginMs = 0): boolean {
  return tokens.tokenExpiry !== undefined && tokens.tokenExpiry - now <= marginMs;
}

/** Marks a renewal in progress (see RENEWAL_KEY); `endRenewal` clears it, success or not. */
export function beginRenewal(now = Date.now()): void {
  // Refused (quota, policy): other tabs may then see a sign-out, as before this mark existed.
  writeItem(RENEWAL_KEY, String(now));
}

export function endRenewal(): void {
  removeItem(RENEWAL_KEY);
}

/** Whether another tab is renewing right now (a marker older than the token race is stale). */
export function isRenewalInProgress(now = Date.now()): boolean {
  const started = Number(readItem(RENEWAL_KEY));
  return Number.isFinite(started) && started > 0 && now - started < TOKEN_RACE_TIMEOUT_MS;
}

/** Tokens as the identity server must send them; anything else is not stored (it would be discarded on read). */
export function areValidTokens(tokens: unknown): tokens is StoredTokens {
  return v.safeParse(TokensSchema, tokens).success;
}

export function writeStoredTokens(tokens: StoredTokens): void {
  writeItem(TOKENS_KEY, JSON.stringify(tokens));
  // Spec section 3 keeps the token expiry as its own local storage value; the activity check reads it.
  if (tokens.tokenExpiry !== undefined) writeItem(TOKEN_EXPIRY_KEY, String(tokens.tokenExpiry));
  else removeItem(TOKEN_EXPIRY_KEY);
}

export function clearStoredTokens(): void {
  removeItem(TOKENS_KEY);
  removeItem(TOKEN_EXPIRY_KEY);
}

/** The same storage in the shape the identity SDK's `tokenStore` option expects. */
export const sdkTokenStore = {
  get: async (): Promise<StoredTokens> => readStoredTokens() as StoredTokens,
  set: async (_clientId: string, tokens: StoredTokens): Promise<void> => writeStoredTokens(tokens),
  remove: async (): Promise<void> => clearStoredTokens(),
};
