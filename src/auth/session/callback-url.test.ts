// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { takeCallbackQuery } from './callback-url';

let replaceState: MockInstance<History['replaceState']>;

/** Puts the page at `pathAndQuery` (same origin) with `state`, then watches replaceState. */
function visit(pathAndQuery: string, state: unknown = null): void {
  history.replaceState(state, '', pathAndQuery);
  replaceState = vi.spyOn(history, 'replaceState');
}

function current(): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

beforeEach(() => {
  history.replaceState(null, '', '/');
});

afterEach(() => {
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

describe('takeCallbackQuery', () => {
  it('returns code and state and removes them (and iss, client_id) from the address bar', () => {
    visit(
      '/checkout/step?tab=delivery&code=the-code&state=the-state&iss=https%3A%2F%2Fid.example&client_id=store-widgets&lang=en#summary',
    );

    expect(takeCallbackQuery()).toEqual({ code: 'the-code', state: 'the-state' });

    expect(current()).toBe('/checkout/step?tab=delivery&lang=en#summary');
    expect(replaceState).toHaveBeenCalledTimes(1);
    expect(replaceState.mock.calls[0]![2]).toBe(
      `${location.origin}/checkout/step?tab=delivery&lang=en#summary`,
    );
  });

  it('replaces the history entry instead of adding one, keeping its state', () => {
    visit('/account?code=c1&state=s1', { page: 'account' });
    const length = history.length;

    takeCallbackQuery();

    expect(history.length).toBe(length);
    expect(history.state).toEqual({ page: 'account' });
    expect(replaceState).toHaveBeenCalledWith({ page: 'account' }, '', expect.any(String));
  });

  it('leaves a clean URL when the callback parameters were the only ones', () => {
    visit('/account?code=c1&state=s1&iss=x&client_id=y');

    takeCallbackQuery();

    expect(current()).toBe('/account');
    expect(location.search).toBe('');
  });

  it('decodes encoded values', () => {
    visit('/?code=a%2Bb%2Fc%3D&state=x%20y');

    expect(takeCallbackQuery()).toEqual({ code: 'a+b/c=', state: 'x y' });
  });

  it('returns the error and removes it with its description', () => {
    visit('/cart?error=access_denied&error_description=The+user+said+no&state=s1&keep=1#top');

    expect(takeCallbackQuery()).toEqual({ error: 'access_denied' });
    expect(current()).toBe('/cart?keep=1#top');
    expect(replaceState).toHaveBeenCalledTimes(1);
  });

  it('prefers the error when both an error and a code are present', () => {
    visit('/?code=c1&state=s1&error=login_required');

    expect(takeCallbackQuery()).toEqual({ error: 'login_required' });
    expect(location.search).toBe('');
  });

  it('reports a code without state as missing_state, still removing the code', () => {
    visit('/?code=c1&other=2');

    expect(takeCallbackQuery()).toEqual({ error: 'missing_state' });
    expect(current()).toBe('/?other=2');
  });

  it('returns undefined and leaves the URL alone without callback parameters', () => {
    visit('/products?q=test#list');

    expect(takeCallbackQuery()).toBeUndefined();
    expect(replaceState).not.toHaveBeenCalled();
    expect(current()).toBe('/products?q=test#list');
  });

  it('returns undefined for a state or iss without a code or error', () => {
    visit('/products?state=s1&iss=x');

    expect(takeCallbackQuery()).toBeUndefined();
    expect(replaceState).not.toHaveBeenCalled();
    expect(current()).toBe('/products?state=s1&iss=x');
  });

  it('returns undefined for empty code and error parameters', () => {
    visit('/products?code=&error=');

    expect(takeCallbackQuery()).toBeUndefined();
    expect(replaceState).not.toHaveBeenCalled();
  });

  it('gives the code only once', () => {
    visit('/?code=c1&state=s1');

    expect(takeCallbackQuery()).toEqual({ code: 'c1', state: 's1' });
    expect(takeCallbackQuery()).toBeUndefined();
  });
});

describe('a page whose own route has a code in its query', () => {
  const routes = { product: '/product/?code={productCode}', error: '/error/?code={code}' };

  it('keeps the product page’s code: without a state it is no callback', () => {
    visit('/product/?code=0158241926');

    expect(takeCallbackQuery(routes)).toBeUndefined();
    expect(replaceState).not.toHaveBeenCalled();
    expect(current()).toBe('/product/?code=0158241926');
  });

  it('still takes a callback there (a code with its state), and a code elsewhere', () => {
    visit('/product/?code=c1&state=s1');
    expect(takeCallbackQuery(routes)).toEqual({ code: 'c1', state: 's1' });

    visit('/cart/?code=c1');
    expect(takeCallbackQuery(routes)).toEqual({ error: 'missing_state' });
    expect(current()).toBe('/cart/');
  });
});
