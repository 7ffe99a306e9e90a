// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import {
  afterEach,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type Mock,
  type MockInstance,
} from 'vitest';
import { acquireTokens, raceTokenAcquisition, type AcquireDeps } from './acquire-tokens';
import { authorizeByFetch } from './authorize-by-fetch';
import { IdentityError, REDIRECT_FALLBACK_ERRORS } from './identity-errors';
import { savePkce, takeSavedPkce, type PkceValues } from './pkce';
import { REDIRECTING } from './reusable-tokens';
import { isRenewalInProgress, RENEWAL_KEY, TOKENS_KEY, type StoredTokens } from './token-store';
import {
  IDENTITY_TIMEOUT_MS,
  TOKEN_EXPIRY_KEY,
  TOKEN_RACE_TIMEOUT_MS,
  TOKEN_THRESHOLD_MS,
} from '../session-constants/session-constants';
import { server } from '../../mocks/node';

type Sdk = AcquireDeps['sdk'];

const NOW = 1_700_000_000_000;
const HOUR = 3_600_000;
const AUTHORIZE = 'http://localhost/auth/oauth2/test/authorize';
const CALLBACK = 'http://localhost/cb';

const OLD_TOKENS: StoredTokens = {
  accessToken: 'old-access-token',
  idToken: 'old-id-token',
  refreshToken: 'old-refresh-token',
  tokenExpiry: NOW + HOUR,
};
const NEW_TOKENS: StoredTokens = {
  accessToken: 'new-access-token',
  idToken: 'new-id-token',
  refreshToken: 'new-refresh-token',
  tokenExpiry: NOW + 2 * HOUR,
};

function callbackUrl(query: Record<string, string>): string {
  return `${CALLBACK}?${new URLSearchParams(query).toString()}`;
}

function fakeSdk() {
  return {
    authorizeUrl: vi.fn<Sdk['authorizeUrl']>(async (pkce, prompt) => {
      const query = new URLSearchParams({ state: pkce.state, client_id: 'store-widgets' });
      if (prompt) query.set('prompt', prompt);
      return `${AUTHORIZE}?${query.toString()}`;
    }),
    authorizeByFrame: vi.fn<Sdk['authorizeByFrame']>(async (pkce) =>
      callbackUrl({ code: 'frame-code', state: pkce.state }),
    ),
    exchange: vi.fn<Sdk['exchange']>(async () => ({ ...NEW_TOKENS })),
    revoke: vi.fn<Sdk['revoke']>(async () => new Response(null, { status: 200 })),
  };
}

let sdk: ReturnType<typeof fakeSdk>;
let navigate: Mock<(url: string) => void>;
let warn: MockInstance<Console['warn']>;

function deps(overrides: Partial<AcquireDeps> = {}): AcquireDeps {
  return { sdk, transport: 'frame', loginMode: 'embedded', navigate, now: () => NOW, ...overrides };
}

function store(tokens: StoredTokens): void {
  localStorage.setItem(TOKENS_KEY, JSON.stringify(tokens));
  if (tokens.tokenExpiry !== undefined) {
    localStorage.setItem(TOKEN_EXPIRY_KEY, String(tokens.tokenExpiry));
  }
}

function storedJson(): unknown {
  const raw = localStorage.getItem(TOKENS_KEY);
  return raw === null ? null : JSON.parse(raw);
}

/** The PKCE values acquireTokens generated and handed to the frame authorization. */
function framePkce(): PkceValues {
  const pkce = sdk.authorizeByFrame.mock.calls[0]?.[0];
  if (!pkce) throw new Error('authorizeByFrame was not called');
  return pkce;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  sdk = fakeSdk();
  navigate = vi.fn<(url: string) => void>();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
});

describe('reusing stored tokens', () => {
  it('returns valid stored tokens without calling the identity server', async () => {
    store(OLD_TOKENS);

    await expect(acquireTokens(deps())).resolves.toEqual(OLD_TOKENS);

    expect(sdk.revoke).not.toHaveBeenCalled();
    expect(sdk.authorizeByFrame).not.toHaveBeenCalled();
    expect(sdk.authorizeUrl).not.toHaveBeenCalled();
    expect(sdk.exchange).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(storedJson()).toEqual(OLD_TOKENS);
    expect(localStorage.getItem(TOKEN_EXPIRY_KEY)).toBe(String(OLD_TOKENS.tokenExpiry));
  });

  it('reuses stored tokens without an expiry', async () => {
    const tokens: StoredTokens = { accessToken: 'access-token-without-expiry' };
    store(tokens);

    await expect(acquireTokens(deps())).resolves.toEqual(tokens);
    expect(sdk.authorizeByFrame).not.toHaveBeenCalled();
  });

  it('reuses a token expiring just outside the 30000 ms threshold (30001 ms)', async () => {
    expect(TOKEN_THRESHOLD_MS).toBe(30_000);
    const tokens = { ...OLD_TOKENS, tokenExpiry: NOW + 30_001 };
    store(tokens);

    await expect(acquireTokens(deps())).resolves.toEqual(tokens);
    expect(sdk.revoke).not.toHaveBeenCalled();
    expect(sdk.authorizeByFrame).not.toHaveBeenCalled();
  });

  it('measures the threshold with the injected clock', async () => {
    const tokens = { ...OLD_TOKENS, tokenExpiry: NOW + 30_001 };
    store(tokens);

    await expect(acquireTokens(deps({ now: () => NOW + 2 }))).resolves.toEqual(NEW_TOKENS);
    expect(sdk.revoke).toHaveBeenCalledTimes(1);
  });
});

describe('renewing stored tokens', () => {
  it('renews a token expiring within the threshold (29999 ms)', async () => {
    store({ ...OLD_TOKENS, tokenExpiry: NOW + 29_999 });

    await expect(acquireTokens(deps())).resolves.toEqual(NEW_TOKENS);

    expect(sdk.revoke).toHaveBeenCalledTimes(1);
    expect(sdk.authorizeByFrame).toHaveBeenCalledTimes(1);
    expect(sdk.exchange).toHaveBeenCalledTimes(1);
    expect(storedJson()).toEqual(NEW_TOKENS);
    expect(localStorage.getItem(TOKEN_EXPIRY_KEY)).toBe(String(NEW_TOKENS.tokenExpiry));
  });

  it('renews a valid token when renewal is forced', async () => {
    store(OLD_TOKENS);

    await expect(acquireTokens(deps(), { forceRenew: true })).resolves.toEqual(NEW_TOKENS);

    expect(sdk.revoke).toHaveBeenCalledTimes(1);
    expect(sdk.authorizeByFrame).toHaveBeenCalledTimes(1);
    expect(storedJson()).toEqual(NEW_TOKENS);
  });

  it('does not reuse a valid token when a code was returned', async () => {
    store(OLD_TOKENS);
    const saved = { state: 'saved-state', verifier: 'saved-verifier' };
    savePkce(saved);

    const result = await acquireTokens(deps(), {
      query: { code: 'returned-code', state: 'saved-state' },
    });

    expect(result).toEqual(NEW_TOKENS);
    expect(sdk.revoke).toHaveBeenCalledTimes(1);
    expect(sdk.exchange).toHaveBeenCalledWith('returned-code', 'saved-verifier');
    expect(sdk.authorizeByFrame).not.toHaveBeenCalled();
    expect(storedJson()).toEqual(NEW_TOKENS);
  });

  it('revokes the old token while it is still stored, then deletes it before authorizing', async () => {
    store(OLD_TOKENS);
    let storedDuringRevoke: unknown;
    sdk.revoke.mockImplementation(async () => {
      storedDuringRevoke = storedJson();
      return new Response(null, { status: 200 });
    });
    let storageDuringAuthorize: (string | null)[] = [];
    sdk.authorizeByFrame.mockImplementation(async (pkce) => {
      storageDuringAuthorize = [
        localStorage.getItem(TOKENS_KEY),
        localStorage.getItem(TOKEN_EXPIRY_KEY),
      ];
      return callbackUrl({ code: 'frame-code', state: pkce.state });
    });

    await acquireTokens(deps(), { forceRenew: true });

    expect(storedDuringRevoke).toEqual(OLD_TOKENS);
    expect(storageDuringAuthorize).toEqual([null, null]);
    expect(sdk.revoke.mock.invocationCallOrder[0]!).toBeLessThan(
      sdk.authorizeByFrame.mock.invocationCallOrder[0]!,
    );
  });

  it('tolerates a revoke failure: the old token is still deleted and a new one acquired', async () => {
    store(OLD_TOKENS);
    const failure = new Error('revoke failed');
    sdk.revoke.mockRejectedValue(failure);
    let storedDuringAuthorize: string | null = 'not called';
    sdk.authorizeByFrame.mockImplementation(async (pkce) => {
      storedDuringAuthorize = localStorage.getItem(TOKENS_KEY);
      return callbackUrl({ code: 'frame-code', state: pkce.state });
    });

    await expect(acquireTokens(deps(), { forceRenew: true })).resolves.toEqual(NEW_TOKENS);

    expect(storedDuringAuthorize).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]).toContain(failure);
    expect(storedJson()).toEqual(NEW_TOKENS);
  });

  it('keeps the old token deleted when the new authorization fails', async () => {
    store(OLD_TOKENS);
    sdk.authorizeByFrame.mockRejectedValue(new Error(IdentityError.AuthorizationTimedOut));

    await expect(acquireTokens(deps(), { forceRenew: true })).rejects.toThrow(
      IdentityError.AuthorizationTimedOut,
    );
    expect(localStorage.getItem(TOKENS_KEY)).toBeNull();
    expect(localStorage.getItem(TOKEN_EXPIRY_KEY)).toBeNull();
  });

  it('revokes an expired stored token and renews it, instead of dropping it', async () => {
    store({ ...OLD_TOKENS, tokenExpiry: NOW - 1 });
    sdk.revoke.mockImplementation(async () => {
      // The SDK revokes what the token store holds: the expired token must still be there.
      expect(storedJson()).toEqual({ ...OLD_TOKENS, tokenExpiry: NOW - 1 });
      return new Response(null, { status: 200 });
    });

    await expect(acquireTokens(deps())).resolves.toEqual(NEW_TOKENS);
    expect(sdk.revoke).toHaveBeenCalledTimes(1);
    expect(sdk.authorizeByFrame).toHaveBeenCalledTimes(1);
    expect(storedJson()).toEqual(NEW_TOKENS);
  });

  it('marks the renewal for other tabs while the old tokens are gone, and clears the mark after', async () => {
    store({ ...OLD_TOKENS, tokenExpiry: NOW - 1 });
    const seen: (string | null)[] = [];
    sdk.authorizeByFrame.mockImplementation(async (pkce) => {
      seen.push(localStorage.getItem(TOKENS_KEY), localStorage.getItem(RENEWAL_KEY));
      expect(isRenewalInProgress(NOW)).toBe(true);
      return callbackUrl({ code: 'frame-code', state: pkce.state });
    });

    await acquireTokens(deps());
    expect(seen).toEqual([null, String(NOW)]);
    expect(localStorage.getItem(RENEWAL_KEY)).toBeNull();
  });

  it('clears the renewal mark when the renewal fails', async () => {
    store({ ...OLD_TOKENS, tokenExpiry: NOW - 1 });
    sdk.authorizeByFrame.mockRejectedValue(
      new Error(IdentityError.AuthenticationOrConsentRequired),
    );

    await expect(acquireTokens(deps())).rejects.toThrow(
      IdentityError.AuthenticationOrConsentRequired,
    );
    expect(localStorage.getItem(RENEWAL_KEY)).toBeNull();
    expect(localStorage.getItem(TOKENS_KEY)).toBeNull();
  });

  it('takes a renewal mark older than the token race for a stale one', () => {
    localStorage.setItem(RENEWAL_KEY, String(NOW));
    expect(isRenewalInProgress(NOW + TOKEN_RACE_TIMEOUT_MS - 1)).toBe(true);
    expect(isRenewalInProgress(NOW + TOKEN_RACE_TIMEOUT_MS)).toBe(false);
  });
});

describe('a fresh authorization by hidden frame', () => {
  it('exchanges the code with the verifier it generated and stores the tokens', async () => {
    await expect(acquireTokens(deps())).resolves.toEqual(NEW_TOKENS);

    expect(sdk.revoke).not.toHaveBeenCalled();
    expect(sdk.authorizeByFrame).toHaveBeenCalledTimes(1);
    expect(sdk.authorizeUrl).not.toHaveBeenCalled();
    const pkce = framePkce();
    expect(Buffer.from(pkce.state, 'base64url')).toHaveLength(16);
    expect(Buffer.from(pkce.verifier, 'base64url')).toHaveLength(32);
    expect(sdk.exchange).toHaveBeenCalledExactlyOnceWith('frame-code', pkce.verifier);
    expect(storedJson()).toEqual(NEW_TOKENS);
    expect(localStorage.getItem(TOKEN_EXPIRY_KEY)).toBe(String(NEW_TOKENS.tokenExpiry));
    expect(sessionStorage.length).toBe(0);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('generates new PKCE values for every authorization', async () => {
    await acquireTokens(deps());
    await acquireTokens(deps(), { forceRenew: true });

    const [first, second] = sdk.authorizeByFrame.mock.calls.map(([pkce]) => pkce);
    expect(first!.state).not.toBe(second!.state);
    expect(first!.verifier).not.toBe(second!.verifier);
  });

  it.each([
    ['another state', callbackUrl({ code: 'frame-code', state: 'someone-elses-state' })],
    ['no state', callbackUrl({ code: 'frame-code' })],
  ])('rejects a code with %s: State mismatch, nothing stored', async (_, url) => {
    sdk.authorizeByFrame.mockResolvedValue(url);

    await expect(acquireTokens(deps())).rejects.toThrow(IdentityError.StateMismatch);
    expect(sdk.exchange).not.toHaveBeenCalled();
    expect(localStorage.getItem(TOKENS_KEY)).toBeNull();
    expect(localStorage.getItem(TOKEN_EXPIRY_KEY)).toBeNull();
  });

  it('does not fall back to a redirect on a state mismatch', async () => {
    sdk.authorizeByFrame.mockResolvedValue(callbackUrl({ code: 'c', state: 'forged' }));

    await expect(acquireTokens(deps({ loginMode: 'redirect' }))).rejects.toThrow(
      IdentityError.StateMismatch,
    );
    expect(navigate).not.toHaveBeenCalled();
    expect(takeSavedPkce()).toBeUndefined();
  });

  it('fails with "Authentication or consent required" when the final URL has no code', async () => {
    sdk.authorizeByFrame.mockImplementation(async (pkce) => callbackUrl({ state: pkce.state }));

    await expect(acquireTokens(deps())).rejects.toThrow(
      IdentityError.AuthenticationOrConsentRequired,
    );
    expect(sdk.exchange).not.toHaveBeenCalled();
    expect(localStorage.getItem(TOKENS_KEY)).toBeNull();
  });

  it.each([
    ['an empty code', (state: string) => `${CALLBACK}?code=&state=${state}`],
    ['two codes', (state: string) => `${CALLBACK}?code=one&code=two&state=${state}`],
  ])('fails with "Failed to acquire authorization code" for %s', async (_, url) => {
    sdk.authorizeByFrame.mockImplementation(async (pkce) => url(pkce.state));

    await expect(acquireTokens(deps())).rejects.toThrow(
      new Error('Failed to acquire authorization code'),
    );
    expect(IdentityError.FailedToAcquireCode).toBe('Failed to acquire authorization code');
    expect(sdk.exchange).not.toHaveBeenCalled();
    expect(localStorage.getItem(TOKENS_KEY)).toBeNull();
  });

  it.each(['login_required', 'consent_required', 'interaction_required'])(
    'maps error=%s to "Authentication or consent required"',
    async (error) => {
      sdk.authorizeByFrame.mockImplementation(async (pkce) =>
        callbackUrl({ error, error_description: 'server text', state: pkce.state }),
      );

      await expect(acquireTokens(deps())).rejects.toThrow(
        new Error(IdentityError.AuthenticationOrConsentRequired),
      );
      expect(sdk.exchange).not.toHaveBeenCalled();
      expect(navigate).not.toHaveBeenCalled();
    },
  );

  it('reports another identity-server error by its description, or else its code', async () => {
    sdk.authorizeByFrame.mockResolvedValueOnce(
      callbackUrl({ error: 'server_error', error_description: 'Something broke' }),
    );
    await expect(acquireTokens(deps())).rejects.toThrow(new Error('Something broke'));

    sdk.authorizeByFrame.mockResolvedValueOnce(callbackUrl({ error: 'invalid_scope' }));
    await expect(acquireTokens(deps())).rejects.toThrow(new Error('invalid_scope'));
    expect(sdk.exchange).not.toHaveBeenCalled();
  });

  it('fails with "Unable to exchange authorization for tokens" when no access token comes back', async () => {
    sdk.exchange.mockResolvedValue({ idToken: 'id-only' } as unknown as StoredTokens);

    await expect(acquireTokens(deps())).rejects.toThrow(IdentityError.UnableToExchange);
    expect(localStorage.getItem(TOKENS_KEY)).toBeNull();
    expect(localStorage.getItem(TOKEN_EXPIRY_KEY)).toBeNull();
  });

  it('passes an exchange failure on and stores nothing', async () => {
    sdk.exchange.mockRejectedValue(new Error('invalid_grant'));

    await expect(acquireTokens(deps({ loginMode: 'redirect' }))).rejects.toThrow('invalid_grant');
    expect(localStorage.getItem(TOKENS_KEY)).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('a fresh authorization by fetch', () => {
  function answerAuthorize(query: (state: string) => Record<string, string>) {
    const seen: Request[] = [];
    server.use(
      http.get(AUTHORIZE, ({ request }) => {
        seen.push(request);
        const state = new URL(request.url).searchParams.get('state') ?? '';
        return new HttpResponse(null, {
          status: 302,
          headers: { Location: callbackUrl(query(state)) },
        });
      }),
      http.get(CALLBACK, () =>
        HttpResponse.html('<!doctype html><title>callback</title>', { status: 200 }),
      ),
    );
    return seen;
  }

  it('follows the redirect to the callback URL and exchanges its code', async () => {
    const seen = answerAuthorize((state) => ({ code: 'fetch-code', state }));
    const timeout = vi.spyOn(AbortSignal, 'timeout');

    await expect(acquireTokens(deps({ transport: 'fetch' }))).resolves.toEqual(NEW_TOKENS);

    expect(sdk.authorizeByFrame).not.toHaveBeenCalled();
    expect(sdk.authorizeUrl).toHaveBeenCalledTimes(1);
    const [pkce, prompt] = sdk.authorizeUrl.mock.calls[0]!;
    expect(prompt).toBe('none');
    expect(seen).toHaveLength(1);
    expect(new URL(seen[0]!.url).searchParams.get('prompt')).toBe('none');
    expect(seen[0]!.headers.get('accept')).toBe('text/html');
    expect(timeout).toHaveBeenCalledWith(IDENTITY_TIMEOUT_MS);
    expect(sdk.exchange).toHaveBeenCalledExactlyOnceWith('fetch-code', pkce.verifier);
    expect(storedJson()).toEqual(NEW_TOKENS);
    expect(localStorage.getItem(TOKEN_EXPIRY_KEY)).toBe(String(NEW_TOKENS.tokenExpiry));
  });

  it('rejects a redirect carrying another state', async () => {
    answerAuthorize(() => ({ code: 'fetch-code', state: 'forged' }));

    await expect(acquireTokens(deps({ transport: 'fetch' }))).rejects.toThrow(
      IdentityError.StateMismatch,
    );
    expect(sdk.exchange).not.toHaveBeenCalled();
    expect(localStorage.getItem(TOKENS_KEY)).toBeNull();
  });

  it('maps a login_required redirect to "Authentication or consent required"', async () => {
    answerAuthorize((state) => ({ error: 'login_required', state }));

    await expect(acquireTokens(deps({ transport: 'fetch' }))).rejects.toThrow(
      IdentityError.AuthenticationOrConsentRequired,
    );
  });

  it('fails with "Failed to fetch" on a network error', async () => {
    server.use(http.get(AUTHORIZE, () => HttpResponse.error()));

    await expect(acquireTokens(deps({ transport: 'fetch' }))).rejects.toThrow(
      new Error(IdentityError.FailedToFetch),
    );
    expect(navigate).not.toHaveBeenCalled();
  });

  it('falls back to a redirect on a network error in redirect login mode', async () => {
    server.use(http.get(AUTHORIZE, () => HttpResponse.error()));

    await expect(acquireTokens(deps({ transport: 'fetch', loginMode: 'redirect' }))).resolves.toBe(
      REDIRECTING,
    );
    const [pkce] = sdk.authorizeUrl.mock.calls[0]!;
    expect(sdk.authorizeUrl).toHaveBeenLastCalledWith(pkce);
    expect(navigate).toHaveBeenCalledExactlyOnceWith(await sdk.authorizeUrl(pkce));
    expect(takeSavedPkce()).toEqual(pkce);
  });

  it('authorizeByFetch turns a timeout into "Authorization timed out"', async () => {
    // In jsdom the global DOMException is jsdom's, not the one Node's fetch rejects with, so the
    // timeout is simulated with the page's own DOMException (as a browser's fetch would reject).
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockRejectedValue(new DOMException('The operation timed out.', 'TimeoutError'));

    await expect(authorizeByFetch(AUTHORIZE, 5000)).rejects.toThrow(
      new Error(IdentityError.AuthorizationTimedOut),
    );
    expect(fetchSpy).toHaveBeenCalledWith(
      AUTHORIZE,
      expect.objectContaining({ credentials: 'include', redirect: 'follow' }),
    );
  });

  it('authorizeByFetch turns an abort that is not a timeout into "Failed to fetch"', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new DOMException('aborted', 'AbortError'));

    await expect(authorizeByFetch(AUTHORIZE, 5000)).rejects.toThrow(
      new Error(IdentityError.FailedToFetch),
    );
  });
});

describe('falling back to a redirect', () => {
  it('lists the spec errors that trigger the fallback', () => {
    expect(REDIRECT_FALLBACK_ERRORS).toEqual(
      expect.arrayContaining([
        'Authentication or consent required',
        'Authorization timed out',
        'Failed to fetch',
      ]),
    );
  });

  const fallbackCases: [string, (pkce: PkceValues) => Promise<string>][] = [
    [
      'consent required',
      async (pkce) => callbackUrl({ error: 'consent_required', state: pkce.state }),
    ],
    ['login required', async (pkce) => callbackUrl({ error: 'login_required', state: pkce.state })],
    ['no code', async (pkce) => callbackUrl({ state: pkce.state })],
    [
      'Authentication or consent required',
      async () => Promise.reject(new Error(IdentityError.AuthenticationOrConsentRequired)),
    ],
    [
      'Authorization timed out',
      async () => Promise.reject(new Error(IdentityError.AuthorizationTimedOut)),
    ],
    ['Failed to fetch', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ];

  it.each(fallbackCases)(
    'in redirect login mode, %s saves the PKCE values and navigates to the authorize URL',
    async (_, frame) => {
      sdk.authorizeByFrame.mockImplementation(frame);

      await expect(acquireTokens(deps({ loginMode: 'redirect' }))).resolves.toBe(REDIRECTING);

      const pkce = framePkce();
      expect(sdk.authorizeUrl).toHaveBeenCalledExactlyOnceWith(pkce);
      expect(navigate).toHaveBeenCalledTimes(1);
      const target = new URL(navigate.mock.calls[0]![0]);
      expect(`${target.origin}${target.pathname}`).toBe(AUTHORIZE);
      expect(target.searchParams.get('state')).toBe(pkce.state);
      expect(target.searchParams.has('prompt')).toBe(false);
      expect(sdk.exchange).not.toHaveBeenCalled();
      expect(localStorage.getItem(TOKENS_KEY)).toBeNull();
      expect(takeSavedPkce()).toEqual(pkce);
    },
  );

  it.each(fallbackCases)('in embedded login mode, %s is thrown', async (_, frame) => {
    sdk.authorizeByFrame.mockImplementation(frame);

    await expect(acquireTokens(deps({ loginMode: 'embedded' }))).rejects.toThrow(Error);

    expect(navigate).not.toHaveBeenCalled();
    expect(sdk.authorizeUrl).not.toHaveBeenCalled();
    expect(takeSavedPkce()).toBeUndefined();
  });

  it('in embedded login mode, the original error is passed on unchanged', async () => {
    const failure = new Error(IdentityError.AuthorizationTimedOut);
    sdk.authorizeByFrame.mockRejectedValue(failure);

    await expect(acquireTokens(deps())).rejects.toBe(failure);
  });

  it('in redirect login mode, any other error is thrown without a redirect', async () => {
    sdk.authorizeByFrame.mockRejectedValue(new Error('frame blocked'));

    await expect(acquireTokens(deps({ loginMode: 'redirect' }))).rejects.toThrow('frame blocked');
    expect(navigate).not.toHaveBeenCalled();
    expect(takeSavedPkce()).toBeUndefined();
  });
});

describe('coming back from the identity server with a code', () => {
  it('exchanges the code with the PKCE values saved before the redirect, only once', async () => {
    sdk.authorizeByFrame.mockRejectedValue(
      new Error(IdentityError.AuthenticationOrConsentRequired),
    );
    await expect(acquireTokens(deps({ loginMode: 'redirect' }))).resolves.toBe(REDIRECTING);
    const pkce = framePkce();
    const query = { code: 'returned-code', state: pkce.state };

    // The page loads again with ?code&state.
    await expect(acquireTokens(deps({ loginMode: 'redirect' }), { query })).resolves.toEqual(
      NEW_TOKENS,
    );
    expect(sdk.exchange).toHaveBeenCalledExactlyOnceWith('returned-code', pkce.verifier);
    expect(sdk.authorizeByFrame).toHaveBeenCalledTimes(1);
    expect(storedJson()).toEqual(NEW_TOKENS);
    expect(localStorage.getItem(TOKEN_EXPIRY_KEY)).toBe(String(NEW_TOKENS.tokenExpiry));
    expect(sessionStorage.length).toBe(0);

    // The same query a second time (reload, back button): the saved values are gone.
    await expect(acquireTokens(deps({ loginMode: 'redirect' }), { query })).rejects.toThrow(
      IdentityError.StateMismatch,
    );
    expect(sdk.exchange).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('rejects a code whose state does not match the saved one, and consumes the saved values', async () => {
    savePkce({ state: 'saved-state', verifier: 'saved-verifier' });

    await expect(
      acquireTokens(deps(), { query: { code: 'returned-code', state: 'forged-state' } }),
    ).rejects.toThrow(IdentityError.StateMismatch);
    expect(sdk.exchange).not.toHaveBeenCalled();
    expect(localStorage.getItem(TOKENS_KEY)).toBeNull();

    await expect(
      acquireTokens(deps(), { query: { code: 'returned-code', state: 'saved-state' } }),
    ).rejects.toThrow(IdentityError.StateMismatch);
    expect(sdk.exchange).not.toHaveBeenCalled();
  });

  it('rejects a code when no PKCE values were saved', async () => {
    await expect(
      acquireTokens(deps(), { query: { code: 'returned-code', state: 'some-state' } }),
    ).rejects.toThrow(IdentityError.StateMismatch);
    expect(sdk.exchange).not.toHaveBeenCalled();
    expect(sdk.authorizeByFrame).not.toHaveBeenCalled();
  });

  it('rejects a code without a state', async () => {
    savePkce({ state: 'saved-state', verifier: 'saved-verifier' });

    await expect(acquireTokens(deps(), { query: { code: 'returned-code' } })).rejects.toThrow(
      IdentityError.StateMismatch,
    );
    expect(sdk.exchange).not.toHaveBeenCalled();
  });

  it('fails with "Unable to exchange authorization for tokens" when no access token comes back', async () => {
    savePkce({ state: 'saved-state', verifier: 'saved-verifier' });
    sdk.exchange.mockResolvedValue({ accessToken: '' });

    await expect(
      acquireTokens(deps(), { query: { code: 'returned-code', state: 'saved-state' } }),
    ).rejects.toThrow(IdentityError.UnableToExchange);
    expect(localStorage.getItem(TOKENS_KEY)).toBeNull();
  });

  it('ignores a query without a code (a normal page load)', async () => {
    store(OLD_TOKENS);
    savePkce({ state: 'saved-state', verifier: 'saved-verifier' });

    await expect(acquireTokens(deps(), { query: { state: 'saved-state' } })).resolves.toEqual(
      OLD_TOKENS,
    );
    expect(sdk.exchange).not.toHaveBeenCalled();
    expect(takeSavedPkce()).toEqual({ state: 'saved-state', verifier: 'saved-verifier' });
  });
});

describe('raceTokenAcquisition', () => {
  it('fails with "Login failed" after 10000 ms', async () => {
    expect(TOKEN_RACE_TIMEOUT_MS).toBe(10_000);
    vi.useFakeTimers();
    let settled = false;
    const race = raceTokenAcquisition(new Promise<string>(() => undefined));
    const outcome = race.then(
      () => 'resolved',
      (error: unknown) => error,
    );
    void race.catch(() => undefined).finally(() => (settled = true));

    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(IdentityError.LoginFailed);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('resolves with the work when it wins, and clears its timer', async () => {
    vi.useFakeTimers();
    const work = new Promise<string>((resolve) => setTimeout(() => resolve('tokens'), 9_999));
    const race = raceTokenAcquisition(work);

    await vi.advanceTimersByTimeAsync(9_999);
    await expect(race).resolves.toBe('tokens');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('passes the failure of the work on when it fails first', async () => {
    vi.useFakeTimers();
    const failure = new Error(IdentityError.StateMismatch);

    await expect(raceTokenAcquisition(Promise.reject(failure))).rejects.toBe(failure);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('accepts another timeout', async () => {
    vi.useFakeTimers();
    const race = raceTokenAcquisition(new Promise<never>(() => undefined), 50);
    const assertion = expect(race).rejects.toThrow(IdentityError.LoginFailed);

    await vi.advanceTimersByTimeAsync(50);
    await assertion;
  });
});
