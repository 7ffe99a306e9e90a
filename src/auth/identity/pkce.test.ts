// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { challengeFor, createPkce, savePkce, takeSavedPkce, type PkceValues } from './pkce';

const PKCE_KEY = 'store-widgets.pkce';
const BASE64URL = /^[A-Za-z0-9_-]+$/;

function decodedLength(value: string): number {
  return Buffer.from(value, 'base64url').length;
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('createPkce', () => {
  it('makes the state from 16 random bytes, base64url without padding', () => {
    const { state } = createPkce();

    expect(state).toMatch(BASE64URL);
    expect(state).toHaveLength(22);
    expect(decodedLength(state)).toBe(16);
    expect(Buffer.from(state, 'base64url').toString('base64url')).toBe(state);
  });

  it('makes the verifier from 32 random bytes, base64url without padding', () => {
    const { verifier } = createPkce();

    expect(verifier).toMatch(BASE64URL);
    // RFC 7636 section 4.1: 43 to 128 characters.
    expect(verifier).toHaveLength(43);
    expect(decodedLength(verifier)).toBe(32);
    expect(Buffer.from(verifier, 'base64url').toString('base64url')).toBe(verifier);
  });

  it('draws the bytes from crypto.getRandomValues', () => {
    const sizes: number[] = [];
    vi.spyOn(crypto, 'getRandomValues').mockImplementation(
      <T extends ArrayBufferView | null>(array: T): T => {
        const bytes = array as unknown as Uint8Array;
        sizes.push(bytes.length);
        bytes.fill(0xff);
        return array;
      },
    );

    const pkce = createPkce();

    expect(sizes).toEqual([16, 32]);
    // 0xff bytes encode to '/' in base64: base64url turns them into '_' and drops the '=' padding.
    expect(pkce.state).toBe(Buffer.alloc(16, 0xff).toString('base64url'));
    expect(pkce.state).toBe(`${'_'.repeat(21)}w`);
    expect(pkce.verifier).toBe(Buffer.alloc(32, 0xff).toString('base64url'));
  });

  it('uses "-" for base64 "+"', () => {
    vi.spyOn(crypto, 'getRandomValues').mockImplementation(
      <T extends ArrayBufferView | null>(array: T): T => {
        (array as unknown as Uint8Array).fill(0xfb);
        return array;
      },
    );

    const { state } = createPkce();

    expect(Buffer.alloc(16, 0xfb).toString('base64')).toContain('+');
    expect(state).toBe(Buffer.alloc(16, 0xfb).toString('base64url'));
    expect(state).toMatch(BASE64URL);
  });

  it('gives different values on every call', () => {
    const values = Array.from({ length: 50 }, () => createPkce());

    expect(new Set(values.map((v) => v.state)).size).toBe(50);
    expect(new Set(values.map((v) => v.verifier)).size).toBe(50);
  });
});

describe('challengeFor', () => {
  it('matches the S256 example of RFC 7636 appendix B', async () => {
    await expect(challengeFor('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).resolves.toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('gives a 43-character base64url SHA-256 for a generated verifier', async () => {
    const challenge = await challengeFor(createPkce().verifier);

    expect(challenge).toMatch(BASE64URL);
    expect(challenge).toHaveLength(43);
    expect(decodedLength(challenge)).toBe(32);
  });
});

describe('savePkce and takeSavedPkce', () => {
  const values: PkceValues = { state: 'saved-state', verifier: 'saved-verifier' };

  it('keeps the values in session storage, not local storage', () => {
    savePkce(values);

    expect(JSON.parse(sessionStorage.getItem(PKCE_KEY)!)).toEqual(values);
    expect(localStorage.length).toBe(0);
  });

  it('gives the saved values once', () => {
    savePkce(values);

    expect(takeSavedPkce()).toEqual(values);
    expect(sessionStorage.getItem(PKCE_KEY)).toBeNull();
    expect(takeSavedPkce()).toBeUndefined();
  });

  it('gives the latest saved values', () => {
    savePkce(values);
    savePkce({ state: 'newer-state', verifier: 'newer-verifier' });

    expect(takeSavedPkce()).toEqual({ state: 'newer-state', verifier: 'newer-verifier' });
  });

  it('gives undefined when nothing was saved', () => {
    expect(takeSavedPkce()).toBeUndefined();
  });

  it.each([
    ['malformed JSON', '{"state":'],
    ['no verifier', JSON.stringify({ state: 'saved-state' })],
    ['a numeric state', JSON.stringify({ state: 1, verifier: 'saved-verifier' })],
    ['null', 'null'],
  ])('discards a saved value with %s', (_, raw) => {
    sessionStorage.setItem(PKCE_KEY, raw);

    expect(takeSavedPkce()).toBeUndefined();
    expect(sessionStorage.getItem(PKCE_KEY)).toBeNull();
  });

  it('returns only the state and verifier', () => {
    sessionStorage.setItem(PKCE_KEY, JSON.stringify({ ...values, extra: 'x' }));

    expect(takeSavedPkce()).toStrictEqual(values);
  });
});
