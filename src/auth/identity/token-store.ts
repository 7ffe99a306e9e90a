import * as v from 'valibot';
import { logError } from '../../core/log';
import { TOKEN_EXPIRY_KEY } from '../session-constants';

/**
 * Where the signed-in shopper's tokens live: one local storage entry, so every tab of the store
 * shares one session and hears (through the `storage` event) when another tab signs in or out.
 * Read here without loading the identity SDK: a visitor without tokens never downloads it.
 * Anything malformed or expired is discarded, never trusted.
 */
export const TOKENS_KEY = 'store-widgets.tokens';

const TokensSchema = v.object({
  accessToken: v.pipe(v.string(), v.minLength(8), v.maxLength(4096)),
  idToken: v.optional(v.pipe(v.string(), v.maxLength(8192))),
  refreshToken: v.optional(v.pipe(v.string(), v.maxLength(4096))),
  tokenExpiry: v.optional(v.pipe(v.number(), v.integer())),
});
export type StoredTokens = v.InferOutput<typeof TokensSchema>;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage blocked (privacy settings): behave as signed out
  }
}

/** The stored tokens if they are well-formed and unexpired; otherwise they are removed. */
export function readStoredTokens(now = Date.now()): StoredTokens | undefined {
  const raw = storage()?.getItem(TOKENS_KEY);
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
  if (result.output.tokenExpiry !== undefined && result.output.tokenExpiry <= now) {
    clearStoredTokens();
    return undefined;
  }
  return result.output;
}

/** Tokens as the identity server must send them; anything else is not stored (it would be discarded on read). */
export function areValidTokens(tokens: unknown): tokens is StoredTokens {
  return v.safeParse(TokensSchema, tokens).success;
}

export function writeStoredTokens(tokens: StoredTokens): void {
  storage()?.setItem(TOKENS_KEY, JSON.stringify(tokens));
  // Spec section 3 keeps the token expiry as its own local storage value; the activity check reads it.
  if (tokens.tokenExpiry !== undefined)
    storage()?.setItem(TOKEN_EXPIRY_KEY, String(tokens.tokenExpiry));
  else storage()?.removeItem(TOKEN_EXPIRY_KEY);
}

export function clearStoredTokens(): void {
  storage()?.removeItem(TOKENS_KEY);
  storage()?.removeItem(TOKEN_EXPIRY_KEY);
}

/** The same storage in the shape the identity SDK's `tokenStore` option expects. */
export const sdkTokenStore = {
  get: async (): Promise<StoredTokens> => readStoredTokens() as StoredTokens,
  set: async (_clientId: string, tokens: StoredTokens): Promise<void> => writeStoredTokens(tokens),
  remove: async (): Promise<void> => clearStoredTokens(),
};
