// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import {
  AUTOSUGGEST_URL,
  DANA_HOME,
  answerSuggestions,
  configure,
  deferred,
  field,
  installAddressFormHooks,
  mountForm,
  settle,
  submit,
  suggestion,
  type,
} from '../../testing/address-form-harness';

installAddressFormHooks();

/** Seeded gazetteer entries, as the platform sends them (line2 always "null"). */
const FIFTH_AVENUE = suggestion('s-2', {
  line1: '350 Fifth Avenue',
  town: 'New York',
  region: 'NY',
  postalCode: '10118',
  country: 'US',
});
const QUEEN_WEST = suggestion('s-4', {
  line1: '100 Queen Street West',
  town: 'Toronto',
  region: 'ON',
  postalCode: 'M5H 2N2',
  country: 'CA',
});
const QUEEN_AUCKLAND = suggestion('s-7', {
  line1: '12 Queen Street',
  town: 'Auckland',
  postalCode: '1010',
  country: 'NZ',
});

/** The street field (the country and region selects are comboboxes too). */
const street = () => document.querySelector<HTMLInputElement>('input[role="combobox"]')!;
/** The listbox the street controls (found by id: a hidden element has no accessible name). */
const listbox = () => document.getElementById(street().getAttribute('aria-controls') ?? '')!;
const options = () => [...listbox().querySelectorAll('[role="option"]')];
const status = () => screen.getByRole('status').textContent;

/** Waits until the list is open with `count` options. */
async function listed(count: number) {
  await waitFor(() => expect(options()).toHaveLength(count));
  expect(street().getAttribute('aria-expanded')).toBe('true');
  expect(screen.getByRole('listbox')).toBe(listbox());
}

describe('street suggestions', () => {
  it('is an ARIA combobox controlling a listbox, closed to start with', () => {
    configure();
    mountForm();
    const input = street();
    expect(screen.getByRole('combobox', { name: 'Street address' })).toBe(input);
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-controls')).toBe(listbox().id);
    expect(listbox().hidden).toBe(true);
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
  });

  it('asks after three characters, once per pause, for the cart, address type and language', async () => {
    configure({ language: 'fr' });
    const queries = answerSuggestions(() => ({ suggestions: [QUEEN_WEST, QUEEN_AUCKLAND] }));
    mountForm({ addressType: 'BILLING' });
    fireEvent.change(street(), { target: { value: 'Qu' } });
    await settle();
    expect(queries).toHaveLength(0);
    fireEvent.change(street(), { target: { value: 'Que' } });
    fireEvent.change(street(), { target: { value: 'Quee' } });
    fireEvent.change(street(), { target: { value: 'Queen' } });
    await listed(2);
    expect(screen.getByRole('listbox', { name: 'Suggestions d’adresses' })).toBe(listbox());
    expect(queries.map((query) => Object.fromEntries(query))).toEqual([
      { addressType: 'BILLING', term: 'Queen', lang: 'fr' },
    ]);
    expect(options().map((option) => option.textContent)).toEqual([
      '100 Queen Street West, Toronto, ON M5H 2N2, Canada',
      '12 Queen Street, Auckland, 1010, Nouvelle-Zélande',
    ]);
    expect(status()).toBe(
      '2 suggestions d’adresses. Utilisez les flèches haut et bas du clavier pour en choisir une.',
    );
  });

  it('fills the form from a suggestion chosen with the keyboard, and moves on to the apartment', async () => {
    configure();
    answerSuggestions(() => ({ suggestions: [QUEEN_WEST, FIFTH_AVENUE] }));
    const { onSave } = mountForm({
      defaultValues: { firstName: 'Ada', lastName: 'Byron', line2: 'Suite 9', region: 'IL' },
    });
    street().focus();
    type('Street address', '350 Fif');
    await listed(2);
    expect(screen.getByRole('listbox', { name: 'Address suggestions' })).toBe(listbox());
    expect(status()).toBe('2 address suggestions. Use the up and down arrow keys to choose one.');
    fireEvent.keyDown(street(), { key: 'ArrowDown' });
    fireEvent.keyDown(street(), { key: 'ArrowDown' });
    fireEvent.keyDown(street(), { key: 'ArrowDown' }); // wraps to the first
    fireEvent.keyDown(street(), { key: 'ArrowUp' }); // and back to the last
    const active = street().getAttribute('aria-activedescendant') ?? '';
    expect(document.getElementById(active)?.textContent).toBe(
      '350 Fifth Avenue, New York, NY 10118, United States',
    );
    expect(document.getElementById(active)?.getAttribute('aria-selected')).toBe('true');
    expect(options()[0]?.getAttribute('aria-selected')).toBe('false');
    fireEvent.keyDown(street(), { key: 'Enter' });

    expect(street().value).toBe('350 Fifth Avenue');
    expect(field('Town/city').value).toBe('New York');
    expect(field('State/region').value).toBe('NY');
    expect(field('ZIP code').value).toBe('10118');
    expect(field('Country').value).toBe('US');
    // line2 came as "null": what was typed stays.
    expect(field('Apartment, suite, unit (optional)').value).toBe('Suite 9');
    await waitFor(() =>
      expect(document.activeElement).toBe(field('Apartment, suite, unit (optional)')),
    );
    expect(street().getAttribute('aria-expanded')).toBe('false');
    expect(street().getAttribute('aria-activedescendant')).toBeNull();
    expect(status()).toBe('');
    // Enter picked a suggestion; it did not submit the form.
    expect(onSave).not.toHaveBeenCalled();
    submit();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      line1: '350 Fifth Avenue',
      line2: 'Suite 9',
      town: 'New York',
      region: 'NY',
      postalCode: '10118',
    });
  });

  it('moves the country and its region list with the suggestion, and keeps fields it lacks', async () => {
    configure();
    answerSuggestions(() => ({
      suggestions: [QUEEN_WEST, { ...QUEEN_AUCKLAND, postalCode: 'null', town: 'null' }],
    }));
    mountForm({ defaultValues: DANA_HOME });
    type('Street address', '100 Queen');
    await listed(2);
    fireEvent.keyDown(street(), { key: 'ArrowDown' });
    fireEvent.keyDown(street(), { key: 'Enter' });
    expect(field('Country').value).toBe('CA');
    expect(field('State/region').value).toBe('ON');
    expect(field('Postal code').value).toBe('M5H 2N2');

    type('Street address', '12 Queen');
    await listed(2);
    fireEvent.keyDown(street(), { key: 'ArrowUp' });
    fireEvent.keyDown(street(), { key: 'Enter' });
    expect(field('Country').value).toBe('NZ');
    expect(screen.queryByLabelText('State/region')).toBeNull();
    expect(street().value).toBe('12 Queen Street');
    // Town and postal code came as "null": Toronto's stay for the shopper to correct.
    expect(field('Town/city').value).toBe('Toronto');
    expect(field('Postal code').value).toBe('M5H 2N2');
  });

  it('leaves out suggestions in a country the form does not list', async () => {
    configure();
    const singapore = suggestion('s-9', { line1: '21 Lower Kent Ridge Road', country: 'SG' });
    answerSuggestions(() => ({ suggestions: [singapore, QUEEN_WEST] }));
    mountForm();
    type('Street address', '21 Lower');
    await listed(1);
    expect(status()).toBe('1 address suggestion. Use the up and down arrow keys to choose it.');
  });

  it('picks with the mouse', async () => {
    configure();
    answerSuggestions(() => ({ suggestions: [QUEEN_WEST, FIFTH_AVENUE] }));
    mountForm();
    type('Street address', '350 Fif');
    await listed(2);
    const fifth = options()[1]!;
    // Pressing the mouse on an option keeps focus in the street field.
    expect(fireEvent.mouseDown(fifth)).toBe(false);
    fireEvent.click(fifth);
    expect(street().value).toBe('350 Fifth Avenue');
    expect(field('State/region').value).toBe('NY');
    expect(options()).toHaveLength(0);
  });

  it('closes with Escape, opens again with the down arrow, and closes when focus leaves', async () => {
    configure();
    answerSuggestions(() => ({ suggestions: [FIFTH_AVENUE] }));
    mountForm();
    type('Street address', '350 Fif');
    await listed(1);
    fireEvent.keyDown(street(), { key: 'Escape' });
    expect(street().getAttribute('aria-expanded')).toBe('false');
    expect(listbox().hidden).toBe(true);
    expect(street().value).toBe('350 Fif');
    fireEvent.keyDown(street(), { key: 'ArrowDown' });
    expect(street().getAttribute('aria-expanded')).toBe('true');
    expect(street().getAttribute('aria-activedescendant')).toBe(options()[0]?.id);
    fireEvent.blur(street());
    expect(street().getAttribute('aria-expanded')).toBe('false');
  });

  it('shows suggestions as text, never markup', async () => {
    configure();
    const hostile = suggestion('s-x', { line1: '<img src=x onerror="alert(1)">1 Main St' });
    answerSuggestions(() => ({ suggestions: [hostile] }));
    mountForm();
    type('Street address', '1 Main');
    await listed(1);
    expect(options()[0]?.textContent).toBe('<img src=x onerror="alert(1)">1 Main St');
    expect(document.querySelector('img')).toBeNull();
  });

  it('shows no list when the suggestions fail (the failure is logged)', async () => {
    configure();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let asked = 0;
    server.use(
      http.get(AUTOSUGGEST_URL, () => {
        asked += 1;
        return asked === 1
          ? new HttpResponse('boom', { status: 500 })
          : new HttpResponse('<html>not a list</html>', { status: 200 });
      }),
    );
    mountForm();
    type('Street address', '350 Fif');
    await waitFor(() => expect(logged).toHaveBeenCalledTimes(1));
    type('Street address', '350 Fift'); // a body that is not JSON
    await waitFor(() => expect(logged).toHaveBeenCalledTimes(2));
    expect(logged.mock.calls[0]?.[1]).toBe('Address suggestions failed');
    expect(options()).toHaveLength(0);
    expect(street().getAttribute('aria-expanded')).toBe('false');
    expect(status()).toBe('');
  });

  it('reads the body "null" as no suggestions', async () => {
    configure();
    const queries = answerSuggestions(() => 'null');
    mountForm();
    type('Street address', '350 Fif');
    await waitFor(() => expect(queries).toHaveLength(1));
    await settle();
    expect(options()).toHaveLength(0);
  });

  it('aborts the request still running when the shopper types on, and never shows its answer', async () => {
    configure();
    const first = deferred();
    const signals: AbortSignal[] = [];
    server.use(
      http.get(AUTOSUGGEST_URL, async ({ request }) => {
        signals.push(request.signal);
        const term = new URL(request.url).searchParams.get('term');
        if (term === '350') {
          await first.promise;
          return HttpResponse.json({ suggestions: [QUEEN_WEST] });
        }
        return HttpResponse.json({ suggestions: [FIFTH_AVENUE] });
      }),
    );
    mountForm();
    type('Street address', '350');
    await waitFor(() => expect(signals).toHaveLength(1));
    type('Street address', '350 Fif');
    await waitFor(() => expect(signals).toHaveLength(2));
    expect(signals[0]?.aborted).toBe(true);
    await listed(1);
    first.resolve();
    await settle();
    expect(options().map((option) => option.textContent)).toEqual([
      '350 Fifth Avenue, New York, NY 10118, United States',
    ]);
  });

  it('closes the list when the street is cut below three characters', async () => {
    configure();
    answerSuggestions(() => ({ suggestions: [FIFTH_AVENUE] }));
    mountForm();
    type('Street address', '350 Fif');
    await listed(1);
    type('Street address', '35');
    expect(options()).toHaveLength(0);
    expect(street().getAttribute('aria-expanded')).toBe('false');
  });

  it('asks nothing without a cart (the address book)', async () => {
    configure();
    const queries = answerSuggestions(() => ({ suggestions: [FIFTH_AVENUE] }));
    mountForm({ cart: undefined });
    type('Street address', '350 Fifth');
    await settle();
    expect(queries).toHaveLength(0);
    expect(street().getAttribute('aria-expanded')).toBe('false');
  });
});
