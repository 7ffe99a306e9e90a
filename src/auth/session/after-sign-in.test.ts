// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  navigateAfterSignIn,
  PENDING_RETURN_TO_KEY,
  rememberReturnTo,
  returnAfterSignIn,
  returnToOfPage,
} from './after-sign-in';
import { switchToRegistrationSite } from './regional-switch';
import { getCore } from '../../core/core';
import { resetSharedInstances } from '../../core/platform/shared-instance';

vi.mock('./regional-switch', () => ({
  switchToRegistrationSite: vi.fn(() => Promise.resolve(false)),
}));
const switchSite = vi.mocked(switchToRegistrationSite);

const SAVED_CARTS = '/store/usassessments/en/my-account/saved-carts';
const loginWith = (returnTo: string, extra = 'timeout=true&') =>
  `/en-us/login?${extra}returnTo=${encodeURIComponent(returnTo)}`;

/** Puts the page at `pathAndQuery` on this origin. */
const visit = (pathAndQuery: string) => history.replaceState(null, '', pathAndQuery);

beforeEach(() => {
  visit('/');
  sessionStorage.clear();
  switchSite.mockReset();
  switchSite.mockResolvedValue(false);
});

afterEach(() => {
  visit('/');
  sessionStorage.clear();
});

describe('returnToOfPage: the login page’s returnTo, validated', () => {
  it('reads it on the login page only', () => {
    expect(returnToOfPage(getCore(), `https://x.test${loginWith(SAVED_CARTS)}`)).toBe(SAVED_CARTS);
    expect(returnToOfPage(getCore(), `https://x.test/en-nz/login/?returnTo=%2Fcart%3Fa%3D1`)).toBe(
      '/cart?a=1',
    );
    expect(
      returnToOfPage(getCore(), `https://x.test/search.html?returnTo=%2Fcart`),
    ).toBeUndefined();
    expect(returnToOfPage(getCore(), 'https://x.test/en-us/login')).toBeUndefined();
  });

  it.each([
    '//evil.example',
    'javascript:alert(document.cookie)',
    'https://evil.example/',
    '/\\evil.example',
    '/en-us/login?returnTo=%2Fcart',
  ])('ignores %s', (value) => {
    expect(returnToOfPage(getCore(), `https://x.test${loginWith(value)}`)).toBeUndefined();
  });
});

describe('navigateAfterSignIn', () => {
  it('on the login page, goes back to returnTo when the regional switch does not apply', async () => {
    visit(loginWith(SAVED_CARTS));
    const navigate = vi.fn();
    await navigateAfterSignIn(getCore(), navigate);
    // The switch is asked first, about the returnTo page, not the login page.
    expect(switchSite).toHaveBeenCalledWith(getCore(), SAVED_CARTS);
    expect(navigate).toHaveBeenCalledWith(SAVED_CARTS);
  });

  it('lets the regional switch take the shopper to that page on the other site instead', async () => {
    visit(loginWith(SAVED_CARTS));
    switchSite.mockResolvedValue(true);
    const navigate = vi.fn();
    await navigateAfterSignIn(getCore(), navigate);
    expect(switchSite).toHaveBeenCalledWith(getCore(), SAVED_CARTS);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('without a returnTo, only the regional switch runs, about the current page', async () => {
    visit('/store/usassessments/en/quickOrder');
    const navigate = vi.fn();
    await navigateAfterSignIn(getCore(), navigate);
    expect(switchSite).toHaveBeenCalledWith(getCore(), undefined);
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each(['//evil.example', 'javascript:alert(1)', '/\\evil.example', 'https://evil.example'])(
    'ignores a returnTo of %s: the shopper stays on the login page',
    async (value) => {
      visit(loginWith(value));
      const navigate = vi.fn();
      await navigateAfterSignIn(getCore(), navigate);
      expect(switchSite).toHaveBeenCalledWith(getCore(), undefined);
      expect(navigate).not.toHaveBeenCalled();
    },
  );

  it('a returnTo on another page than the login page is ignored', async () => {
    visit(`/store/usassessments/en/quickOrder?returnTo=${encodeURIComponent(SAVED_CARTS)}`);
    const navigate = vi.fn();
    await navigateAfterSignIn(getCore(), navigate);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('redirect login mode: returnTo waits in session storage', () => {
  it('is remembered before leaving and used once back on the login page without the query', () => {
    visit(loginWith(SAVED_CARTS));
    rememberReturnTo(getCore());
    expect(sessionStorage.getItem(PENDING_RETURN_TO_KEY)).toBe(SAVED_CARTS);

    // The identity server sends the browser back to the login page's path, without the query.
    expect(returnAfterSignIn(getCore(), `${location.origin}/en-us/login`)).toBe(SAVED_CARTS);
    // Taken: a later sign-in does not go back again.
    expect(sessionStorage.getItem(PENDING_RETURN_TO_KEY)).toBeNull();
    expect(returnAfterSignIn(getCore(), `${location.origin}/en-us/login`)).toBeUndefined();
  });

  it('is not remembered from another page, nor when unsafe', () => {
    visit(`/cart?returnTo=${encodeURIComponent(SAVED_CARTS)}`);
    rememberReturnTo(getCore());
    visit(loginWith('//evil.example'));
    rememberReturnTo(getCore());
    expect(sessionStorage.getItem(PENDING_RETURN_TO_KEY)).toBeNull();
  });

  it('is dropped by a sign-in elsewhere, and validated again when read', () => {
    sessionStorage.setItem(PENDING_RETURN_TO_KEY, SAVED_CARTS);
    expect(returnAfterSignIn(getCore(), `${location.origin}/p/123`)).toBeUndefined();
    expect(sessionStorage.getItem(PENDING_RETURN_TO_KEY)).toBeNull();

    sessionStorage.setItem(PENDING_RETURN_TO_KEY, '//evil.example');
    expect(returnAfterSignIn(getCore(), `${location.origin}/en-us/login`)).toBeUndefined();
  });

  it('the login page’s own returnTo wins over a remembered one', () => {
    sessionStorage.setItem(PENDING_RETURN_TO_KEY, '/cart');
    expect(returnAfterSignIn(getCore(), `${location.origin}${loginWith(SAVED_CARTS)}`)).toBe(
      SAVED_CARTS,
    );
    expect(sessionStorage.getItem(PENDING_RETURN_TO_KEY)).toBeNull();
  });
});

describe('with one callback page for every sign-in', () => {
  const globals = globalThis as Record<string, unknown>;
  const CALLBACK = '/sign-in-callback/';

  beforeEach(() => {
    resetSharedInstances();
    globals.storeWidgetsConfig = {
      platformKey: 'pk',
      host: 'www.assessments.com',
      authRedirectPath: CALLBACK,
    };
  });
  afterEach(() => {
    delete globals.storeWidgetsConfig;
    resetSharedInstances();
  });

  it('remembers the page the shopper signs in from, and goes back there from the callback page', async () => {
    visit('/store/usassessments/en/quickOrder?rows=3');
    rememberReturnTo(getCore());
    visit(`${CALLBACK}?code=c&state=s`);
    const navigate = vi.fn();
    await navigateAfterSignIn(getCore(), navigate);
    expect(navigate).toHaveBeenCalledWith('/store/usassessments/en/quickOrder?rows=3');
    expect(sessionStorage.getItem(PENDING_RETURN_TO_KEY)).toBeNull();
  });

  it('on the login page, remembers its returnTo rather than the login page', () => {
    visit(loginWith(SAVED_CARTS));
    rememberReturnTo(getCore());
    visit(CALLBACK);
    expect(returnAfterSignIn(getCore())).toBe(SAVED_CARTS);
  });

  it('uses the remembered page only on the callback page', () => {
    visit('/cart');
    rememberReturnTo(getCore());
    visit('/store/usassessments/en/quickOrder');
    expect(returnAfterSignIn(getCore())).toBeUndefined();
  });
});
