import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http/api-error';
import { siteContextFor } from '../locale/site-context';
import { errorPageCodeFor, errorPageFor } from './error-pages';
import { errorPageOf } from '../../ui/error-page/error-page-redirect';

// Which failed read of the page's resource leaves for an error page (spec section 2), and which
// stays with "Try again".
const nz = siteContextFor('en-nz');
const fr = siteContextFor('fr-ca');

describe('errorPageCodeFor', () => {
  it.each([
    // Lasting refusals: the same answer however often it is asked.
    [400, 400],
    [403, 403],
    [404, 404],
    [405, 405],
    [409, 409],
    [410, 410],
    [422, 422],
    [451, 451],
    [499, 499],
    // The session's: the page asks the shopper to sign in and comes back.
    [401, undefined],
    // A retry can fix these: the shopper keeps their place.
    [408, undefined],
    [425, undefined],
    [429, undefined],
    [500, undefined],
    [502, undefined],
    [503, undefined],
    [504, undefined],
    [511, undefined],
    [599, undefined],
    // No answer (timeout, network down), or no failure.
    [0, undefined],
    [200, undefined],
    [302, undefined],
    [399, undefined],
    [600, undefined],
    [404.5, undefined],
    [Number.NaN, undefined],
  ])('status %s → %s', (status, code) => {
    expect(errorPageCodeFor(status)).toBe(code);
  });
});

describe('errorPageFor', () => {
  it('is the regional site root plus error.{code}.html', () => {
    expect(errorPageFor(nz, 404)).toBe('/en-nz/error.404.html');
    expect(errorPageFor(fr, 403)).toBe('/fr-ca/error.403.html');
    expect(errorPageFor(nz, 410)).toBe('/en-nz/error.410.html');
  });

  it('stays (undefined) for what a retry can fix', () => {
    expect(errorPageFor(nz, 500)).toBeUndefined();
    expect(errorPageFor(nz, 0)).toBeUndefined();
    expect(errorPageFor(nz, 429)).toBeUndefined();
  });
});

describe('errorPageOf (the helper widgets call)', () => {
  it('an HTTP answer is judged by its status', () => {
    expect(errorPageOf(new ApiError('http', 'Not found', 404), nz)).toBe('/en-nz/error.404.html');
    expect(errorPageOf(new ApiError('http', 'Forbidden', 403), fr)).toBe('/fr-ca/error.403.html');
    expect(errorPageOf(new ApiError('http', 'Server error', 500), nz)).toBeUndefined();
    expect(errorPageOf(new ApiError('http', 'Expired', 401), nz)).toBeUndefined();
  });

  it('no answer, an unreadable body, another error or none stay on the page', () => {
    expect(errorPageOf(new ApiError('timeout', 'Timed out', 0), nz)).toBeUndefined();
    expect(errorPageOf(new ApiError('network', 'Failed to fetch', 0), nz)).toBeUndefined();
    // A body that is not what we expect, even on a 404, may be a proxy's page: a retry may fix it.
    expect(errorPageOf(new ApiError('parse', 'Bad body', 404), nz)).toBeUndefined();
    expect(errorPageOf(new Error('boom'), nz)).toBeUndefined();
    expect(errorPageOf(null, nz)).toBeUndefined();
    expect(errorPageOf(undefined, nz)).toBeUndefined();
  });
});
