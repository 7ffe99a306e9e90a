// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANONYMOUS_KEY_STORAGE, buildFlagContext } from './flag-context';
import { siteContextFor } from '../locale/site-context';

const usSite = siteContextFor('en-us');

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('flag context (spec section 3)', () => {
  it('is keyed by the user id for a signed-in user', () => {
    const context = buildFlagContext({ user: { id: 'u-42' }, site: usSite });
    expect(context).toEqual({
      kind: 'user',
      key: 'u-42',
      siteUid: 'usassessments',
      storeUid: 'usassessments-en',
      locale: 'en-us',
    });
    expect(context).not.toHaveProperty('anonymous');
  });

  it('is anonymous for a visitor, with a random key kept in local storage', () => {
    const first = buildFlagContext({ user: null, site: usSite });
    expect(first.kind).toBe('user');
    expect(first.anonymous).toBe(true);
    expect(first.key).toMatch(/^[0-9a-f]{32}$/);
    expect(localStorage.getItem(ANONYMOUS_KEY_STORAGE)).toBe(first.key);
    // Stable per browser: later contexts (another page, after sign-out) reuse it.
    expect(buildFlagContext({ user: null, site: siteContextFor('en-gb') }).key).toBe(first.key);
  });

  it('reuses a key stored earlier and makes a new one once it is gone', () => {
    localStorage.setItem(ANONYMOUS_KEY_STORAGE, 'earlier-key');
    expect(buildFlagContext({ user: null, site: usSite }).key).toBe('earlier-key');
    localStorage.clear();
    expect(buildFlagContext({ user: null, site: usSite }).key).not.toBe('earlier-key');
  });

  it('keeps one key per page when local storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const first = buildFlagContext({ user: null, site: usSite });
    const second = buildFlagContext({ user: null, site: usSite });
    expect(first.anonymous).toBe(true);
    expect(first.key).toMatch(/^[0-9a-f]{32}$/);
    expect(second.key).toBe(first.key);
  });

  it('names the base site, the base site with language as store, and the locale', () => {
    expect(buildFlagContext({ user: { id: 'u' }, site: siteContextFor('fr-ca') })).toMatchObject({
      siteUid: 'caassessments',
      storeUid: 'caassessments-fr',
      locale: 'fr-ca',
    });
    expect(buildFlagContext({ user: { id: 'u' }, site: siteContextFor('en-ca') })).toMatchObject({
      siteUid: 'caassessments',
      storeUid: 'caassessments-en',
      locale: 'en-ca',
    });
  });

  it('carries the country when the lookup found one, and leaves it out otherwise', () => {
    expect(buildFlagContext({ user: null, site: usSite, country: 'SG' }).country).toBe('SG');
    expect(buildFlagContext({ user: null, site: usSite, country: undefined })).not.toHaveProperty(
      'country',
    );
  });
});
