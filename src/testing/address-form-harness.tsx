import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { toOccAddress, type AddressInput } from '../api/addresses/address.schema';
import { occAddressInput } from '../mocks/db/addresses';
import type { CartRef } from '../api/cart/cart-owner';
import { getCore } from '../core/core';
import { server } from '../mocks/node';
import { AddressForm, type AddressFormProps } from '../ui/forms/address-form';

/**
 * The address form in jsdom against msw. The fake backend's autosuggest and verification
 * handlers are not relied on: each test answers those two requests itself (server.use), and
 * autosuggest answers no suggestions until it does (installAddressFormHooks), so a street typed
 * for another reason asks nothing of the fake backend. That refuses it without a token, and the
 * form logs the failure: only in a run slow enough for the 250 ms pause to pass before the test
 * ends.
 */
export const CART: CartRef = { userId: 'current', cartId: 'current' };
export const AUTOSUGGEST_URL =
  'http://localhost/headless/ecommerce/v2/users/:userId/carts/:cartId/search/address/autosuggest';
export const VERIFICATION_URL =
  'http://localhost/headless/ecommerce/v2/users/current/addresses/verification';

export { DANA_HOME } from './seeded-addresses';

const globals = globalThis as Record<string, unknown>;

interface Page {
  /** en-us by default; `fr` is fr-ca, `nl` nl-nl, `es` es-es. */
  language?: 'en' | 'fr' | 'nl' | 'es';
  flags?: Record<string, unknown>;
  /** Other configuration keys (requestTimeoutMs). */
  config?: Record<string, unknown>;
}

const HOSTS = {
  en: { host: 'www.assessments.com' },
  fr: { host: 'www.assessments.ca', localePath: 'fr-ca' },
  nl: { host: 'www.assessments.nl' },
  es: { host: 'www.assessments.es' },
} as const;

export function configure({ language = 'en', flags = {}, config = {} }: Page = {}) {
  globals.storeWidgetsConfig = {
    platformKey: 'pk',
    apiBase: 'http://localhost',
    ...HOSTS[language],
    flags,
    ...config,
  };
  getCore().store.session.loading = false;
}

/** The hooks every address form test file needs: jsdom's missing modal dialog, and clean-up. */
export function installAddressFormHooks() {
  beforeAll(() => {
    // jsdom has no modal dialogs: enough of one for ModalDialog (open, close, the close event).
    const proto = HTMLDialogElement.prototype as HTMLDialogElement & Record<string, unknown>;
    proto.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    proto.close = function close(this: HTMLDialogElement) {
      if (!this.hasAttribute('open')) return;
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
    if (!('open' in proto)) {
      Object.defineProperty(proto, 'open', {
        get(this: HTMLDialogElement) {
          return this.hasAttribute('open');
        },
      });
    }
  });
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    server.use(http.get(AUTOSUGGEST_URL, () => HttpResponse.json({ suggestions: [] })));
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    delete globals.storeWidgetsConfig;
  });
}

export type SaveMock = ReturnType<typeof vi.fn<AddressFormProps['onSave']>>;

/** Renders the form (SHIPPING, "Continue"); onSave resolves unless the test passes its own. */
export function mountForm(props: Partial<AddressFormProps> = {}) {
  const onSave: SaveMock = vi.fn<AddressFormProps['onSave']>(async () => undefined);
  const all: AddressFormProps = {
    addressType: 'SHIPPING',
    cart: CART,
    submitLabel: 'Continue',
    onSave,
    ...props,
  };
  const view = render(<AddressForm {...all} />);
  return { ...view, onSave: all.onSave as SaveMock, props: all };
}

export const field = (label: string | RegExp) =>
  screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;

export function type(label: string | RegExp, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

export function submit(label = 'Continue') {
  fireEvent.click(screen.getByRole('button', { name: label }));
}

/**
 * A field's error as the shopper's assistive technology gets it: the role=alert element the
 * control is described by, with aria-invalid agreeing. Null when the field has none.
 */
export function errorOf(label: string | RegExp): string | null {
  const control = field(label);
  const described = (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id));
  const alert = described.find((element) => element?.getAttribute('role') === 'alert');
  expect(control.getAttribute('aria-invalid'), String(label)).toBe(String(alert !== undefined));
  return alert?.textContent ?? null;
}

/** A platform address suggestion as the wire carries it (missing fields are the string "null"). */
export function suggestion(id: string, fields: Partial<Record<string, string>>) {
  return {
    id,
    line1: 'null',
    line2: 'null',
    town: 'null',
    region: 'null',
    postalCode: 'null',
    country: 'null',
    ...fields,
  };
}

/** Answers the autosuggest request; records each request's query. */
export function answerSuggestions(respond: (term: string) => JsonBodyType) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(AUTOSUGGEST_URL, ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return HttpResponse.json(respond(query.get('term') ?? ''));
    }),
  );
  return queries;
}

/** Answers the verification request; records each body. */
export function answerVerification(respond: (body: AddressInput) => Response | JsonBodyType) {
  const bodies: AddressInput[] = [];
  server.use(
    http.post(VERIFICATION_URL, async ({ request }) => {
      // The platform's side speaks OCC: the address arrives as OCC's, suggestions leave as OCC's.
      const body = occAddressInput(await request.json());
      bodies.push(body);
      const answer = respond(body);
      if (answer instanceof Response) return answer;
      const suggested = (answer as { suggestedAddresses?: AddressInput[] }).suggestedAddresses;
      return HttpResponse.json(
        suggested
          ? { ...(answer as object), suggestedAddresses: suggested.map(toOccAddress) }
          : answer,
      );
    }),
  );
  return bodies;
}

/** Lets every pending validation and promise of the form run (its resolver is asynchronous). */
export const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));

/** A promise the test settles itself. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
