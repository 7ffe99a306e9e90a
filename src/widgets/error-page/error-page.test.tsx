// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getCore } from '../../core/core';
import { errorCodeOfPath } from '../../core/routes/routes';
import { errorFamily } from './error-family';
import { ErrorPage } from './error-page';

/** The error pages (spec section 2): which code is shown, and each code's family at the edges. */
const globals = globalThis as Record<string, unknown>;

beforeEach(() => {
  globals.IS_REACT_ACT_ENVIRONMENT = true;
  globals.storeWidgetsConfig = { platformKey: 'pk', host: 'www.assessments.com' };
});

afterEach(() => {
  cleanup();
  delete globals.storeWidgetsConfig;
});

describe('error page codes', () => {
  it.each([
    ['/en-us/error.400.html', 400],
    ['/fr-ca/error.511.html', 511],
    ['/en-us/error.404.html', 404],
    ['/en-us/error.399.html', 500],
    ['/en-us/error.512.html', 500],
    ['/en-us/error.0404.html', 500],
    ['/en-us/error.404a.html', 500],
    ['/en-us/error.abc.html', 500],
    ['/en-us/error..html', 500],
    ['/en-us/not-an-error.html', 500],
  ])('%s shows the %s page', (path, code) => {
    expect(errorCodeOfPath(path)).toBe(code);
  });

  it.each([
    [400, 'bad-request'],
    [401, 'sign-in'],
    [402, 'bad-request'],
    [403, 'forbidden'],
    [404, 'not-found'],
    [405, 'bad-request'],
    [407, 'bad-request'],
    [408, 'try-later'],
    [409, 'bad-request'],
    [410, 'gone'],
    [424, 'bad-request'],
    [425, 'try-later'],
    [429, 'try-later'],
    [499, 'bad-request'],
    [500, 'server-error'],
    [501, 'server-error'],
    [502, 'unavailable'],
    [503, 'unavailable'],
    [504, 'unavailable'],
    [505, 'server-error'],
    [511, 'server-error'],
  ])('%s is in the %s family', (code, family) => {
    expect(errorFamily(code)).toBe(family);
  });
});

describe('<store-error-page>', () => {
  it('reads the code from the address; links home and to contact us', () => {
    window.history.replaceState(null, '', '/en-us/error.404.html');
    render(<ErrorPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
    expect(screen.getByText('Error 404')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/',
    );
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe(
      '/contact-us.html',
    );
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('an attribute code wins; out of range is the 500 page; 401 offers sign-in', () => {
    const { rerender } = render(<ErrorPage code={999} />);
    expect(document.querySelector('[part="base"]')?.getAttribute('data-code')).toBe('500');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Something went wrong on our side',
    );
    rerender(<ErrorPage code={401} />);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/en-us/login');
  });

  it('Spanish from its catalog', () => {
    Object.assign(getCore().store.site, { language: 'es' });
    render(<ErrorPage code={410} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Esta página ya no está disponible',
    );
    expect(screen.getByText('Error 410')).toBeTruthy();
  });
});
