// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import {
  clearStoredTokens,
  expiresWithin,
  readStoredTokens,
  sdkTokenStore,
  TOKENS_KEY,
  areValidTokens,
  writeStoredTokens,
  type StoredTokens,
} from './token-store';
import { LAST_ACTIVITY_KEY, TOKEN_EXPIRY_KEY } from '../session-constants/session-constants';

const NOW = 1_700_000_000_000;
const MALFORMED = 'stored tokens were malformed and have been discarded';

const TOKENS: StoredTokens = {
  accessToken: 'access-token-value',
  idToken: 'id-token-value',
  refreshToken: 'refresh-token-value',
  tokenExpiry: NOW + 3_600_000,
};

let consoleError: MockInstance<Console['error']>;

function putRaw(raw: string): void {
  localStorage.setItem(TOKENS_KEY, raw);
  localStorage.setItem(TOKEN_EXPIRY_KEY, String(NOW + 3_600_000));
}

function expectDiscarded(): void {
  expect(localStorage.getItem(TOKENS_KEY)).toBeNull();
  expect(localStorage.getItem(TOKEN_EXPIRY_KEY)).toBeNull();
}

beforeEach(() => {
  localStorage.clear();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  localStorage.clear();
});

describe('readStoredTokens', () => {
  it('returns undefined when nothing is stored, without logging', () => {
    expect(readStoredTokens()).toBeUndefined();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('returns well-formed, unexpired tokens and keeps them', () => {
    putRaw(JSON.stringify(TOKENS));

    expect(readStoredTokens()).toEqual(TOKENS);
    expect(localStorage.getItem(TOKENS_KEY)).toBe(JSON.stringify(TOKENS));
    expect(localStorage.getItem(TOKEN_EXPIRY_KEY)).not.toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('accepts an access token alone', () => {
    putRaw(JSON.stringify({ accessToken: 'access-token-value' }));

    expect(readStoredTokens()).toEqual({ accessToken: 'access-token-value' });
  });

  it('drops unknown properties', () => {
    putRaw(JSON.stringify({ ...TOKENS, extra: 'x' }));

    expect(readStoredTokens()).toEqual(TOKENS);
  });

  it('discards malformed JSON, removes both keys and logs one error', () => {
    putRaw('{"accessToken": "access-token-value"');

    expect(readStoredTokens()).toBeUndefined();
    expectDiscarded();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith('[store-widgets]', MALFORMED);
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['a string', 'access-token-value'],
    ['an array', [TOKENS]],
    ['no access token', { idToken: 'id-token-value' }],
    ['a numeric access token', { accessToken: 12345678 }],
    ['an access token shorter than 8 characters', { accessToken: 'short' }],
    ['a non-string id token', { accessToken: 'access-token-value', idToken: 42 }],
    ['a string expiry', { accessToken: 'access-token-value', tokenExpiry: String(NOW + 60_000) }],
    ['a fractional expiry', { accessToken: 'access-token-value', tokenExpiry: NOW + 60_000.5 }],
  ])('discards a value with %s and logs one error', (_, value) => {
    putRaw(JSON.stringify(value));

    expect(readStoredTokens()).toBeUndefined();
    expectDiscarded();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith('[store-widgets]', MALFORMED);
  });

  it.each<[string, Partial<StoredTokens>]>([
    ['access token', { accessToken: 'a'.repeat(4097) }],
    ['id token', { idToken: 'i'.repeat(8193) }],
    ['refresh token', { refreshToken: 'r'.repeat(4097) }],
    ['access token (1 MB)', { accessToken: 'a'.repeat(1_000_000) }],
  ])('discards an absurdly long %s', (_, override) => {
    putRaw(JSON.stringify({ ...TOKENS, ...override }));

    expect(readStoredTokens()).toBeUndefined();
    expectDiscarded();
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('accepts tokens at the length limits', () => {
    const tokens: StoredTokens = {
      accessToken: 'a'.repeat(4096),
      idToken: 'i'.repeat(8192),
      refreshToken: 'r'.repeat(4096),
      tokenExpiry: NOW + 1,
    };
    putRaw(JSON.stringify(tokens));

    expect(readStoredTokens()).toEqual(tokens);
  });

  it.each([
    ['long ago', NOW - 3_600_000],
    ['1 ms ago', NOW - 1],
    ['right now', NOW],
  ])('keeps a token that expired %s, for the identity client to revoke and renew', (_, expiry) => {
    putRaw(JSON.stringify({ ...TOKENS, tokenExpiry: expiry }));

    expect(readStoredTokens()).toEqual({ ...TOKENS, tokenExpiry: expiry });
    expect(localStorage.getItem(TOKENS_KEY)).not.toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('tells whether tokens expire within a margin', () => {
    const tokens = { ...TOKENS, tokenExpiry: NOW + 30_000 };
    expect(expiresWithin(tokens, NOW)).toBe(false);
    expect(expiresWithin(tokens, NOW, 30_000)).toBe(true);
    expect(expiresWithin(tokens, NOW, 29_999)).toBe(false);
    expect(expiresWithin(tokens, NOW + 30_000)).toBe(true);
    expect(expiresWithin({ accessToken: 'no-expiry-known' }, NOW, 30_000)).toBe(false);
  });

  it('behaves as signed out when local storage is blocked', () => {
    putRaw(JSON.stringify(TOKENS));
    const blocked = vi.spyOn(globalThis, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      expect(readStoredTokens()).toBeUndefined();
      expect(() => writeStoredTokens(TOKENS)).not.toThrow();
      expect(() => clearStoredTokens()).not.toThrow();
    } finally {
      blocked.mockRestore();
    }
    expect(localStorage.getItem(TOKENS_KEY)).toBe(JSON.stringify(TOKENS));
  });
});

describe('writeStoredTokens', () => {
  it('stores the tokens as JSON and the expiry under its own key', () => {
    writeStoredTokens(TOKENS);

    expect(JSON.parse(localStorage.getItem(TOKENS_KEY)!)).toEqual(TOKENS);
    expect(localStorage.getItem(TOKEN_EXPIRY_KEY)).toBe(String(TOKENS.tokenExpiry));
    expect(readStoredTokens()).toEqual(TOKENS);
  });

  it('writes no expiry key for tokens without an expiry', () => {
    writeStoredTokens({ accessToken: 'access-token-value' });

    expect(JSON.parse(localStorage.getItem(TOKENS_KEY)!)).toEqual({
      accessToken: 'access-token-value',
    });
    expect(localStorage.getItem(TOKEN_EXPIRY_KEY)).toBeNull();
  });
});

describe('clearStoredTokens', () => {
  it('removes the tokens and the expiry key, and nothing else', () => {
    writeStoredTokens(TOKENS);
    localStorage.setItem(LAST_ACTIVITY_KEY, String(NOW));

    clearStoredTokens();

    expectDiscarded();
    expect(localStorage.getItem(LAST_ACTIVITY_KEY)).toBe(String(NOW));
  });

  it('does nothing when nothing is stored', () => {
    expect(() => clearStoredTokens()).not.toThrow();
    expect(localStorage.length).toBe(0);
  });
});

describe('sdkTokenStore', () => {
  it('reads, writes and removes the same entry', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(NOW);

    await sdkTokenStore.set('store-widgets', TOKENS);
    expect(localStorage.getItem(TOKEN_EXPIRY_KEY)).toBe(String(TOKENS.tokenExpiry));
    await expect(sdkTokenStore.get()).resolves.toEqual(TOKENS);

    await sdkTokenStore.remove();
    expectDiscarded();
    await expect(sdkTokenStore.get()).resolves.toBeUndefined();
  });
});

describe('regressions', () => {
  it('forgets a stale expiry when new tokens have none', () => {
    writeStoredTokens({ accessToken: 'aaaaaaaa', tokenExpiry: Date.now() + 60_000 });
    writeStoredTokens({ accessToken: 'bbbbbbbb' });
    expect(localStorage.getItem(TOKEN_EXPIRY_KEY)).toBeNull();
  });

  it('recognises tokens that would be discarded on read', () => {
    expect(areValidTokens({ accessToken: 'abc' })).toBe(false);
    expect(areValidTokens({ accessToken: 'x'.repeat(5000) })).toBe(false);
    expect(areValidTokens({ accessToken: 'a-valid-token', tokenExpiry: 1 })).toBe(true);
  });
});
