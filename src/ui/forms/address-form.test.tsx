// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CHECKOUT_ERRORS } from '../../api/checkout/checkout-errors';
import { ApiError } from '../../api/http/api-error';
import {
  DANA_HOME,
  configure,
  deferred,
  errorOf,
  field,
  installAddressFormHooks,
  mountForm,
  settle,
  submit,
  type,
} from '../../testing/address-form-harness';

installAddressFormHooks();

const INVALID_CHARACTERS = 'Please use only letters a-z, numbers 0-9, spaces and punctuation.';

/** A refusal of the checkout PUT, as the commerce client throws it. */
function refusal(status: number, error: { type: string; reason: string }, subject?: string) {
  const body = { errors: [{ ...error, ...(subject ? { subject } : {}), message: 'refused' }] };
  return new ApiError('http', `PUT failed with ${status}`, status, body);
}

const select = (label: string) => field(label) as HTMLSelectElement;
const chosen = (label: string) => select(label).selectedOptions[0]?.textContent;
const optionsOf = (label: string) => [...select(label).options].map((option) => option.value);

describe('the address form: fields and their rules', () => {
  it('labels every field and starts blank on the US', () => {
    configure();
    mountForm();
    for (const label of [
      'First name',
      'Last name',
      'Organization (optional)',
      'Country',
      'State/region',
      'Street address',
      'Apartment, suite, unit (optional)',
      'Town/city',
      'ZIP code',
    ])
      expect(field(label).value, label).toBe(label === 'Country' ? 'US' : '');
    expect(screen.queryByLabelText('Address line 3 (optional)')).toBeNull();
    expect(chosen('Country')).toBe('United States');
    expect(field('First name').getAttribute('aria-required')).toBe('true');
    expect(field('Organization (optional)').getAttribute('aria-required')).toBeNull();
    expect(field('First name').getAttribute('autocomplete')).toBe(
      'section-shipping shipping given-name',
    );
    expect(field('First name').closest('form')?.noValidate).toBe(true);
  });

  it('says what is missing, word for word, on each field', async () => {
    configure();
    const { onSave } = mountForm();
    submit();
    expect(await screen.findByText('Please enter first name')).toBeDefined();
    expect(errorOf('First name')).toBe('Please enter first name');
    expect(errorOf('Last name')).toBe('Please enter last name');
    expect(errorOf('Organization (optional)')).toBeNull();
    expect(errorOf('Country')).toBeNull();
    expect(errorOf('State/region')).toBe('Please select state/region');
    expect(errorOf('Street address')).toBe('Please enter street address');
    expect(errorOf('Apartment, suite, unit (optional)')).toBeNull();
    expect(errorOf('Town/city')).toBe('Please enter town/city');
    expect(errorOf('ZIP code')).toBe('Please enter postal code');
    // Described by its error first, then its hint.
    const street = field('Street address').getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(street.split(' ')[1] ?? '')?.textContent).toBe(
      'Street and number. Suggestions appear as you type.',
    );
    expect(document.activeElement).toBe(field('First name'));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses one character past each limit, word for word, and takes the limit itself', async () => {
    configure({ flags: { 'line3-address-line': true } });
    const { onSave } = mountForm({ defaultValues: DANA_HOME });
    type('First name', 'a'.repeat(61));
    type('Last name', 'b'.repeat(61));
    type('Organization (optional)', 'c'.repeat(61));
    type('Street address', `1 ${'d'.repeat(239)}`);
    type('Apartment, suite, unit (optional)', 'e'.repeat(241));
    type('Address line 3 (optional)', 'f'.repeat(241));
    type('Town/city', 'g'.repeat(101));
    submit();
    await screen.findByText('First name can be no more than 60 characters.');
    expect(errorOf('First name')).toBe('First name can be no more than 60 characters.');
    expect(errorOf('Last name')).toBe('Last name can be no more than 60 characters.');
    expect(errorOf('Organization (optional)')).toBe(
      'Organization can be no more than 60 characters.',
    );
    expect(errorOf('Street address')).toBe('Street address can be no more than 240 characters.');
    expect(errorOf('Apartment, suite, unit (optional)')).toBe(
      'This address line can be no more than 240 characters.',
    );
    expect(errorOf('Address line 3 (optional)')).toBe(
      'This address line can be no more than 240 characters.',
    );
    expect(errorOf('Town/city')).toBe('Town/city can be no more than 100 characters.');

    // At the limits: every message goes as the shopper corrects, and the address is saved.
    type('First name', 'a'.repeat(60));
    type('Last name', 'b'.repeat(60));
    type('Organization (optional)', 'c'.repeat(60));
    type('Street address', `1 ${'d'.repeat(238)}`);
    type('Apartment, suite, unit (optional)', 'e'.repeat(240));
    type('Address line 3 (optional)', 'f'.repeat(240));
    type('Town/city', 'g'.repeat(100));
    await waitFor(() => expect(screen.queryAllByRole('alert')).toHaveLength(0));
    submit();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      firstName: 'a'.repeat(60),
      companyName: 'c'.repeat(60),
      line3: 'f'.repeat(240),
      town: 'g'.repeat(100),
    });
  });

  it('says which characters, word for word, for names and address fields', async () => {
    configure();
    mountForm({ defaultValues: DANA_HOME });
    type('First name', 'Zoë.');
    type('Last name', 'Smith 2');
    type('Organization (optional)', 'Café Clinic');
    type('Street address', '12 Rue Élysée');
    type('Apartment, suite, unit (optional)', 'Flat ☺');
    type('Town/city', 'Zürich');
    type('ZIP code', '6270');
    submit();
    await screen.findByText(
      'First name can only contain letters a-z, hyphens, spaces and apostrophes.',
    );
    expect(errorOf('Last name')).toBe(
      'Last name can only contain letters a-z, hyphens, spaces and apostrophes.',
    );
    expect(errorOf('Organization (optional)')).toBe(INVALID_CHARACTERS);
    expect(errorOf('Street address')).toBe(INVALID_CHARACTERS);
    expect(errorOf('Apartment, suite, unit (optional)')).toBe(INVALID_CHARACTERS);
    expect(errorOf('Town/city')).toBe(INVALID_CHARACTERS);
    expect(errorOf('ZIP code')).toBe('Please enter a 5-digit ZIP code (for example, 12345)');
  });

  it('refuses P.O. boxes and a street holding the names typed in the form', async () => {
    configure();
    mountForm({ defaultValues: { ...DANA_HOME, companyName: 'Maple Clinic' } });
    type('Street address', 'Dana Whitfield, 120 Maple Avenue');
    type('Apartment, suite, unit (optional)', 'P.O. Box 12');
    submit();
    await screen.findByText(
      'Street address must not include your name or organization. Please enter them in their own fields.',
    );
    expect(errorOf('Apartment, suite, unit (optional)')).toBe(
      'We cannot ship to P.O. boxes. Please enter a street address.',
    );
    // Another name in the form: the same street is now fine.
    type('First name', 'Sam');
    await waitFor(() => expect(errorOf('Street address')).toBeNull());
    type('Street address', '120 Maple Avenue, Maple Clinic');
    await waitFor(() =>
      expect(errorOf('Street address')).toBe(
        'Street address must not include your name or organization. Please enter them in their own fields.',
      ),
    );
  });

  it('asks to choose a country we ship to when the address given is elsewhere', async () => {
    configure();
    const { onSave } = mountForm({
      defaultValues: {
        ...DANA_HOME,
        country: 'SG',
        region: '',
        town: 'Singapore',
        postalCode: '119077',
      },
    });
    expect(field('Country').value).toBe('SG');
    expect(chosen('Country')).toBe('Singapore');
    submit();
    await waitFor(() => expect(errorOf('Country')).toBe('Please select country'));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows labels and messages in the page’s language', async () => {
    configure({ language: 'fr' });
    mountForm();
    expect(field('Prénom')).toBeDefined();
    expect(field('Code ZIP')).toBeDefined();
    expect(chosen('Pays')).toBe('États-Unis');
    submit();
    await waitFor(() => expect(errorOf('Prénom')).toBe('Veuillez saisir le prénom'));
    expect(errorOf('Adresse municipale')).toBe('Veuillez saisir l’adresse municipale');
  });

  it.each([
    ['nl', 'Voornaam', 'Vul de voornaam in'],
    ['es', 'Nombre', 'Introduzca el nombre'],
  ] as const)('speaks %s too', async (language, label, message) => {
    configure({ language });
    mountForm();
    submit();
    await waitFor(() => expect(errorOf(label)).toBe(message));
  });
});

describe('the address form: countries, regions and line 3', () => {
  it('lists the regions of the chosen country, and none where it has none', async () => {
    configure();
    mountForm();
    expect(optionsOf('State/region')).toHaveLength(52); // a blank choice + 50 states + DC
    expect(optionsOf('State/region')).toContain('DC');
    fireEvent.change(field('Country'), { target: { value: 'CA' } });
    await waitFor(() => expect(optionsOf('State/region')).toHaveLength(14));
    expect(optionsOf('State/region').slice(1).sort()).toEqual(
      ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'].sort(),
    );
    expect(field('Postal code')).toBeDefined();
    fireEvent.change(field('Country'), { target: { value: 'AU' } });
    await waitFor(() => expect(optionsOf('State/region')).toHaveLength(9));
    fireEvent.change(field('Country'), { target: { value: 'JP' } });
    await waitFor(() => expect(optionsOf('State/region')).toHaveLength(48));
    fireEvent.change(field('Country'), { target: { value: 'GB' } });
    await waitFor(() => expect(screen.queryByLabelText('State/region')).toBeNull());
    fireEvent.change(field('Country'), { target: { value: 'IE' } });
    await waitFor(() => expect(field('Eircode (optional)')).toBeDefined());
  });

  it('lists the fifteen countries by name in the page’s language', () => {
    configure({ language: 'es' });
    mountForm();
    const names = [...(field('País') as HTMLSelectElement).options].map((o) => o.textContent);
    expect(names).toHaveLength(15);
    expect(names).toContain('Estados Unidos');
    expect(names).toEqual([...names].sort((a, b) => (a ?? '').localeCompare(b ?? '', 'es')));
  });

  it('clears a region the new country does not have, and saves a region-less address', async () => {
    configure();
    const { onSave } = mountForm({ defaultValues: DANA_HOME });
    fireEvent.change(field('Country'), { target: { value: 'NZ' } });
    type('Town/city', 'Auckland');
    type('Street address', '12 Queen Street');
    type('Postal code', '1010');
    submit();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      firstName: 'Dana',
      lastName: 'Whitfield',
      country: 'NZ',
      region: '',
      town: 'Auckland',
      line1: '12 Queen Street',
      line2: 'Apt 4B',
      line3: '',
      postalCode: '1010',
    });
    fireEvent.change(field('Country'), { target: { value: 'US' } });
    await waitFor(() => expect(field('State/region').value).toBe(''));
  });

  it('checks the postal code against the country chosen after a first try', async () => {
    configure();
    mountForm({ defaultValues: { ...DANA_HOME, postalCode: 'K1A 0B1' } });
    submit();
    await waitFor(() =>
      expect(errorOf('ZIP code')).toBe('Please enter a 5-digit ZIP code (for example, 12345)'),
    );
    fireEvent.change(field('Country'), { target: { value: 'CA' } });
    await waitFor(() => expect(errorOf('Postal code')).toBeNull());
    expect(errorOf('State/region')).toBe('Please select state/region');
  });

  it('hints the postal code format of the country', async () => {
    configure();
    mountForm();
    const hint = () => {
      const ids = field(/code/).getAttribute('aria-describedby') ?? '';
      return document.getElementById(ids)?.textContent;
    };
    expect(hint()).toBe('For example, 12345');
    fireEvent.change(field('Country'), { target: { value: 'GB' } });
    await waitFor(() => expect(hint()).toBe('For example, SW1A 1AA'));
  });

  it('has no line 3 while its flag is off, and drops one given', async () => {
    configure();
    const { onSave } = mountForm({ defaultValues: { ...DANA_HOME, line3: 'Building C' } });
    expect(screen.queryByLabelText('Address line 3 (optional)')).toBeNull();
    submit();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ line3: '' });
  });

  it('takes line 3 while its flag is on', async () => {
    configure({ flags: { 'line3-address-line': true } });
    const { onSave } = mountForm({ defaultValues: DANA_HOME });
    type('Address line 3 (optional)', ' Building C ');
    submit();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ line3: 'Building C' });
  });
});

describe('the address form: saving', () => {
  it('hands over the address trimmed and normalised, without an empty organisation', async () => {
    configure();
    const { onSave } = mountForm({
      defaultValues: { firstName: 'Lin', lastName: 'Tan', country: 'CA' },
    });
    type('Street address', ' 100 Queen Street West ');
    type('Town/city', 'Toronto');
    fireEvent.change(field('State/region'), { target: { value: 'ON' } });
    type('Postal code', 'm5h2n2');
    submit();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith(
      {
        firstName: 'Lin',
        lastName: 'Tan',
        country: 'CA',
        region: 'ON',
        town: 'Toronto',
        line1: '100 Queen Street West',
        line2: '',
        line3: '',
        postalCode: 'M5H 2N2',
      },
      { saveInAddressBook: false },
    );
  });

  it('offers to save in the address book, checked to start with', async () => {
    configure();
    const { onSave } = mountForm({ defaultValues: DANA_HOME, offerSave: true });
    const box = screen.getByRole('checkbox', { name: 'Save to my address book' });
    expect((box as HTMLInputElement).checked).toBe(true);
    submit();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[1]).toEqual({ saveInAddressBook: true });
    fireEvent.click(box);
    submit();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave.mock.calls[1]?.[1]).toEqual({ saveInAddressBook: false });
  });

  it('sends once when submitted again while saving', async () => {
    configure();
    const saving = deferred();
    const onSave = vi.fn(() => saving.promise);
    mountForm({ defaultValues: DANA_HOME, onSave });
    const form = field('First name').closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const button = screen.getByRole('button', { name: 'Saving…' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    fireEvent.submit(form);
    fireEvent.submit(form);
    await settle();
    expect(onSave).toHaveBeenCalledTimes(1);
    await act(async () => {
      saving.resolve();
      await saving.promise;
    });
    await settle();
    expect(onSave).toHaveBeenCalledTimes(1);
    // Done: the next submit is a new save.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeDefined());
    fireEvent.submit(form);
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
  });

  it('puts a refusal naming a field on that field, and keeps what was typed', async () => {
    configure();
    const onSave = vi
      .fn()
      .mockRejectedValueOnce(refusal(400, CHECKOUT_ERRORS.invalid, 'postalCode'))
      .mockRejectedValueOnce(refusal(400, CHECKOUT_ERRORS.missing, 'address.town'))
      .mockResolvedValue(undefined);
    const onSaveError = vi.fn();
    mountForm({ defaultValues: DANA_HOME, onSave, onSaveError });
    type('Apartment, suite, unit (optional)', 'Apt 5C');
    submit();
    await waitFor(() =>
      expect(errorOf('ZIP code')).toBe(
        'This entry was not accepted. Please check it and try again.',
      ),
    );
    expect(document.activeElement).toBe(field('ZIP code'));
    expect(field('Apartment, suite, unit (optional)').value).toBe('Apt 5C');
    type('ZIP code', '62705');
    await waitFor(() => expect(errorOf('ZIP code')).toBeNull());
    submit();
    await waitFor(() => expect(errorOf('Town/city')).toBe('Please enter town/city'));
    expect(field('Town/city').value).toBe('Springfield');
    expect(onSaveError).not.toHaveBeenCalled();
  });

  it('hands any other refusal to onSaveError and keeps what was typed', async () => {
    configure();
    // The cart was ordered in another tab meanwhile: no field to put it on.
    const cartGone = refusal(400, CHECKOUT_ERRORS.cartNotFound);
    const hiddenField = refusal(400, CHECKOUT_ERRORS.invalid, 'region');
    const onSave = vi
      .fn()
      .mockRejectedValueOnce(cartGone)
      .mockRejectedValueOnce(hiddenField)
      .mockRejectedValueOnce(new ApiError('network', 'offline', 0));
    const onSaveError = vi.fn();
    mountForm({ defaultValues: { ...DANA_HOME, companyName: 'Acme' }, onSave, onSaveError });
    submit();
    await waitFor(() => expect(onSaveError).toHaveBeenCalledWith(cartGone));
    // A field the form does not show (no regions in New Zealand) is the caller's to explain.
    fireEvent.change(field('Country'), { target: { value: 'NZ' } });
    type('Postal code', '1010');
    submit();
    await waitFor(() => expect(onSaveError).toHaveBeenCalledWith(hiddenField));
    submit();
    await waitFor(() => expect(onSaveError).toHaveBeenCalledTimes(3));
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    expect(field('Organization (optional)').value).toBe('Acme');
    expect(field('Street address').value).toBe('120 Maple Avenue');
    expect(field('Postal code').value).toBe('1010');
  });

  it('says the address could not be saved when nobody else will', async () => {
    configure();
    const onSave = vi.fn().mockRejectedValue(new ApiError('timeout', 'slow', 0));
    mountForm({ defaultValues: DANA_HOME, onSave });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your address could not be saved. Please try again.',
    );
    expect(field('Street address').value).toBe('120 Maple Avenue');
  });

  it('has a Cancel button when it can be cancelled', () => {
    configure();
    const onCancel = vi.fn();
    mountForm({ onCancel });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('has none otherwise', () => {
    configure();
    mountForm();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });
});

describe('the address form: unsaved changes', () => {
  it('reports when it becomes different from where it started, and back', async () => {
    configure();
    const onDirtyChange = vi.fn();
    const { onSave } = mountForm({ defaultValues: DANA_HOME, onDirtyChange });
    expect(onDirtyChange).not.toHaveBeenCalled();
    type('Apartment, suite, unit (optional)', 'Apt 4');
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(true));
    type('Apartment, suite, unit (optional)', 'Apt');
    type('Apartment, suite, unit (optional)', 'Apt 4B');
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(false));
    expect(onDirtyChange.mock.calls).toEqual([[true], [false]]);
    // Saved: what is shown is the new starting point.
    type('Town/city', 'Chicago');
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(true));
    submit();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(false));
    expect(field('Town/city').value).toBe('Chicago');
  });

  it('does not count the address book choice as a change to the address', async () => {
    configure();
    const onDirtyChange = vi.fn();
    mountForm({ offerSave: true, onDirtyChange });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Save to my address book' }));
    await settle();
    expect(onDirtyChange).not.toHaveBeenCalled();
    fireEvent.change(field('Country'), { target: { value: 'CA' } });
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(true));
    expect(within(field('Country').closest('form')!).getByRole('checkbox')).toHaveProperty(
      'checked',
      false,
    );
  });
});
