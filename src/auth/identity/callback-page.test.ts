// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authorizeTransport } from './authorize-transport';
import { callbackPage, isAuthorizationFrame, isCallbackPage, redirectUri } from './callback-page';
import { getCore } from '../../core/core';
import { resetSharedInstances } from '../../core/platform/shared-instance';

const globals = globalThis as Record<string, unknown>;

/** A page with this configuration (the core is made again from it). */
function configure(extra: Record<string, unknown> = {}): void {
  resetSharedInstances();
  globals.storeWidgetsConfig = { platformKey: 'pk', host: 'www.assessments.com', ...extra };
}

const visit = (pathAndQuery: string) => history.replaceState(null, '', pathAndQuery);

beforeEach(() => visit('/cart?a=1'));
afterEach(() => {
  delete globals.storeWidgetsConfig;
  resetSharedInstances();
  visit('/');
});

describe('the redirect URI', () => {
  it('is the page’s own path (no query) without a callback page', () => {
    configure();
    expect(callbackPage(getCore())).toBeUndefined();
    expect(redirectUri(getCore())).toBe(`${location.origin}/cart`);
  });

  it('is the one callback page, as a path or a URL of this origin, trailing slash kept', () => {
    configure({ authRedirectPath: '/sign-in-callback/' });
    expect(redirectUri(getCore())).toBe(`${location.origin}/sign-in-callback/`);
    configure({ authRedirectPath: `${location.origin}/sign-in-callback/` });
    expect(redirectUri(getCore())).toBe(`${location.origin}/sign-in-callback/`);
  });

  it('ignores a callback page on another origin (the tokens live on this one)', () => {
    configure({ authRedirectPath: 'https://elsewhere.example/cb' });
    expect(callbackPage(getCore())).toBeUndefined();
    expect(redirectUri(getCore())).toBe(`${location.origin}/cart`);
  });

  it('knows the callback page by its path, whatever the server adds to the query', () => {
    configure({ authRedirectPath: '/sign-in-callback/' });
    expect(isCallbackPage(getCore(), `${location.origin}/sign-in-callback/?code=c&state=s`)).toBe(
      true,
    );
    expect(isCallbackPage(getCore(), `${location.origin}/sign-in-callback`)).toBe(false);
    expect(isCallbackPage(getCore(), `${location.origin}/cart`)).toBe(false);
  });
});

describe('the authorization transport', () => {
  it('auto: fetch with the identity server on this origin, the hidden frame on another', () => {
    configure();
    expect(authorizeTransport(getCore())).toBe('fetch');
    configure({ authBase: 'https://id.example.com/auth' });
    expect(authorizeTransport(getCore())).toBe('frame');
  });

  it('keeps a transport the page names', () => {
    configure({ authTransport: 'fetch', authBase: 'https://id.example.com/auth' });
    expect(authorizeTransport(getCore())).toBe('fetch');
    configure({ authTransport: 'frame' });
    expect(authorizeTransport(getCore())).toBe('frame');
  });
});

describe('the hidden authorization frame', () => {
  it('is a framed page with the server’s answer in its query, and only that', () => {
    const parent = Object.getOwnPropertyDescriptor(window, 'parent')!;
    try {
      Object.defineProperty(window, 'parent', { value: {}, configurable: true });
      visit('/cart?code=abc&state=xyz');
      expect(isAuthorizationFrame()).toBe(true);
      visit('/cart?error=login_required&state=xyz');
      expect(isAuthorizationFrame()).toBe(true);
      visit('/cart?code=abc');
      expect(isAuthorizationFrame()).toBe(false);
    } finally {
      Object.defineProperty(window, 'parent', parent);
    }
    visit('/cart?code=abc&state=xyz');
    expect(isAuthorizationFrame()).toBe(false);
  });
});
