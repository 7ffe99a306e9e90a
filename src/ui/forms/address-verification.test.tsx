// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { AddressInput } from '../../api/addresses/address.schema';
import { server } from '../../mocks/node';
import {
  VERIFICATION_URL,
  answerVerification,
  configure,
  deferred,
  field,
  installAddressFormHooks,
  mountForm,
  settle,
  submit,
  type,
} from '../../testing/address-form-harness';

installAddressFormHooks();

const VERIFY = { 'address-validation-service': true };

/** "350 Fifth Ave, New York, NY 10001": the seeded service suggests 350 Fifth Avenue … 10118. */
const ENTERED: AddressInput = {
  firstName: 'Maria',
  lastName: 'Alvarez',
  companyName: 'Riverside USD',
  country: 'US',
  region: 'NY',
  town: 'New York',
  line1: '350 Fifth Ave',
  line2: 'Floor 3',
  line3: '',
  postalCode: '10001',
};
const SUGGESTED: AddressInput = {
  firstName: 'Maria',
  lastName: 'Alvarez',
  country: 'US',
  region: 'NY',
  town: 'New York',
  line1: '350 Fifth Avenue',
  line2: 'Floor 3',
  line3: '',
  postalCode: '10118',
};

const REJECTED =
  "The address you've added isn't valid. Please check it and try again, or use another address.";

const dialog = () => screen.getByRole('dialog', { name: 'Check your address' });

describe('address verification (address-validation-service flag)', () => {
  it('is not asked while the flag is off', async () => {
    configure();
    const bodies = answerVerification(() => ({ decision: 'REJECT' }));
    const { onSave } = mountForm({ defaultValues: ENTERED });
    submit();
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(ENTERED, { saveInAddressBook: false }));
    expect(bodies).toHaveLength(0);
  });

  it('is not asked for an address that breaks the form’s own rules', async () => {
    configure({ flags: VERIFY });
    const bodies = answerVerification(() => ({ decision: 'ACCEPT' }));
    const { onSave } = mountForm({ defaultValues: { ...ENTERED, postalCode: '1000' } });
    submit();
    await waitFor(() => expect(screen.queryAllByRole('alert')).toHaveLength(1));
    expect(bodies).toHaveLength(0);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('ACCEPT: saves the address as entered', async () => {
    configure({ flags: VERIFY });
    const bodies = answerVerification(() => ({ decision: 'ACCEPT' }));
    const { onSave } = mountForm({ defaultValues: ENTERED, offerSave: true });
    submit();
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(ENTERED, { saveInAddressBook: true }));
    expect(bodies).toEqual([ENTERED]);
  });

  it('REJECT: says the address is not valid and keeps it for correcting', async () => {
    configure({ flags: VERIFY });
    answerVerification((body) => ({
      decision: /nowhere/i.test(body.line1) ? 'REJECT' : 'ACCEPT',
    }));
    const { onSave } = mountForm({ defaultValues: { ...ENTERED, line1: '1 Nowhere Lane' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(REJECTED);
    expect(field('Street address').value).toBe('1 Nowhere Lane');
    expect(field('Apartment, suite, unit (optional)').value).toBe('Floor 3');
    expect(onSave).not.toHaveBeenCalled();
    // Corrected, it goes through and the banner goes.
    type('Street address', '1 Somewhere Lane');
    submit();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(REJECTED)).toBeNull();
  });

  it.each([
    [
      'fr',
      'L’adresse que vous avez ajoutée n’est pas valide. Veuillez la vérifier et réessayer, ou utiliser une autre adresse.',
    ],
    [
      'nl',
      'Het adres dat u hebt toegevoegd is niet geldig. Controleer het en probeer het opnieuw, of gebruik een ander adres.',
    ],
    [
      'es',
      'La dirección que ha añadido no es válida. Revísela e inténtelo de nuevo, o utilice otra dirección.',
    ],
  ] as const)('REJECT speaks %s', async (language, message) => {
    configure({ language, flags: VERIFY });
    answerVerification(() => ({ decision: 'REJECT' }));
    mountForm({ defaultValues: ENTERED });
    fireEvent.submit(field(/^(Prénom|Voornaam|Nombre)$/).closest('form')!);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('REVIEW: offers the suggested address against the entered one, the suggestion chosen', async () => {
    configure({ flags: VERIFY });
    answerVerification(() => ({
      decision: 'REVIEW',
      // The service suggests where, not to whom: no organisation comes back.
      suggestedAddresses: [SUGGESTED],
    }));
    const { onSave } = mountForm({ defaultValues: ENTERED, offerSave: true });
    submit();
    await waitFor(() => expect(dialog()).toBeDefined());
    const suggested = within(dialog()).getByRole('radio', { name: /^Suggested address/ });
    const entered = within(dialog()).getByRole('radio', { name: /^Entered address/ });
    expect((suggested as HTMLInputElement).checked).toBe(true);
    expect((entered as HTMLInputElement).checked).toBe(false);
    expect(suggested.closest('label')?.textContent).toBe(
      'Suggested address Maria Alvarez Riverside USD 350 Fifth Avenue Floor 3 New York, NY 10118 United States ',
    );
    expect(entered.closest('label')?.textContent).toBe(
      'Entered address Maria Alvarez Riverside USD 350 Fifth Ave Floor 3 New York, NY 10001 United States ',
    );
    expect(within(dialog()).getByRole('group').querySelector('legend')?.textContent).toBe(
      'We found a slightly different address. Which one should we use?',
    );
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Use this address' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith(
      { ...SUGGESTED, companyName: 'Riverside USD' },
      { saveInAddressBook: true },
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    // The form shows what was saved.
    expect(field('Street address').value).toBe('350 Fifth Avenue');
    expect(field('ZIP code').value).toBe('10118');
  });

  it('REVIEW: saves the entered address when the shopper chooses it', async () => {
    configure({ flags: VERIFY });
    answerVerification(() => ({ decision: 'REVIEW', suggestedAddresses: [SUGGESTED] }));
    const { onSave } = mountForm({ defaultValues: ENTERED });
    submit();
    await waitFor(() => expect(dialog()).toBeDefined());
    fireEvent.click(within(dialog()).getByRole('radio', { name: /^Entered address/ }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Use this address' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(ENTERED, { saveInAddressBook: false }));
    expect(field('ZIP code').value).toBe('10001');
  });

  it('REVIEW: goes back to the form as typed, and may be submitted again', async () => {
    configure({ flags: VERIFY });
    const bodies = answerVerification(() => ({
      decision: 'REVIEW',
      suggestedAddresses: [SUGGESTED],
    }));
    const { onSave } = mountForm({ defaultValues: ENTERED });
    submit();
    await waitFor(() => expect(dialog()).toBeDefined());
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Edit address' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onSave).not.toHaveBeenCalled();
    expect(field('ZIP code').value).toBe('10001');
    await waitFor(() => expect(document.activeElement).toBe(field('Street address')));
    submit();
    await waitFor(() => expect(bodies).toHaveLength(2));
    await waitFor(() => expect(dialog()).toBeDefined());
  });

  it('REVIEW with several suggestions numbers them; with none, saves as entered', async () => {
    configure({ flags: VERIFY });
    let suggestions = [SUGGESTED, { ...SUGGESTED, postalCode: '10119' }];
    answerVerification(() => ({ decision: 'REVIEW', suggestedAddresses: suggestions }));
    const { onSave } = mountForm({ defaultValues: ENTERED });
    submit();
    await waitFor(() => expect(dialog()).toBeDefined());
    expect(
      within(dialog())
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.querySelector('strong')?.textContent),
    ).toEqual(['Suggested address 1 ', 'Suggested address 2 ', 'Entered address ']);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Edit address' }));
    suggestions = [];
    submit();
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(ENTERED, { saveInAddressBook: false }));
  });

  it.each([
    ['an error status', () => new HttpResponse('down', { status: 500 })],
    ['a body it cannot read', () => HttpResponse.json({ decision: 'MAYBE' })],
    ['no network', () => HttpResponse.error()],
  ])(
    'saves the address unverified when the service fails with %s (logged)',
    async (_what, fail) => {
      configure({ flags: VERIFY });
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      server.use(http.post(VERIFICATION_URL, fail));
      const { onSave } = mountForm({ defaultValues: ENTERED });
      submit();
      await waitFor(() =>
        expect(onSave).toHaveBeenCalledWith(ENTERED, { saveInAddressBook: false }),
      );
      expect(logged).toHaveBeenCalledWith(
        '[store-widgets]',
        'Address verification failed: the address is saved unverified',
        expect.anything(),
      );
    },
  );

  it('saves the address unverified when the service times out', async () => {
    configure({ flags: VERIFY, config: { requestTimeoutMs: 500 } });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const never = deferred<Response>();
    server.use(http.post(VERIFICATION_URL, () => never.promise));
    const { onSave } = mountForm({ defaultValues: ENTERED });
    submit();
    await waitFor(
      () => expect(onSave).toHaveBeenCalledWith(ENTERED, { saveInAddressBook: false }),
      { timeout: 5000 },
    );
    never.resolve(HttpResponse.json({ decision: 'REJECT' }));
  });

  it('asks once while a verification is under way', async () => {
    configure({ flags: VERIFY });
    const answer = deferred();
    const bodies: unknown[] = [];
    server.use(
      http.post(VERIFICATION_URL, async ({ request }) => {
        bodies.push(await request.json());
        await answer.promise;
        return HttpResponse.json({ decision: 'ACCEPT' });
      }),
    );
    const { onSave } = mountForm({ defaultValues: ENTERED });
    const form = field('First name').closest('form')!;
    fireEvent.submit(form);
    await waitFor(() => expect(bodies).toHaveLength(1));
    fireEvent.submit(form);
    fireEvent.submit(form);
    await settle();
    answer.resolve();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeDefined());
    await settle();
    expect(bodies).toHaveLength(1);
    expect(onSave).toHaveBeenCalledTimes(1);
  });
});
