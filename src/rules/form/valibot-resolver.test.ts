import { valibotResolver } from '@hookform/resolvers/valibot';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { addressSchema } from '../address/address';
import { ContactDetailsSchema } from '../contact-details/contact-details';
import { trainingDatesSchema } from '../training/training-dates';

/** The field → message map react-hook-form would show, as the resolver builds it. */
async function resolve<T extends FieldValues, O>(
  resolver: Resolver<T, unknown, O>,
  values: NoInfer<T>,
) {
  const result = await resolver(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const messages: Record<string, unknown> = {};
  const walk = (errors: FieldErrors, prefix: string) => {
    for (const [name, error] of Object.entries(errors)) {
      if (!error) continue;
      if (typeof error.message === 'string') messages[prefix + name] = error.message;
      else walk(error as FieldErrors, `${prefix}${name}.`);
    }
  };
  walk(result.errors, '');
  return { values: result.values, messages };
}

describe('the form rules through react-hook-form’s valibot resolver', () => {
  it('reports catalog keys per field, nested fields included', async () => {
    const { messages } = await resolve(valibotResolver(ContactDetailsSchema), {
      firstName: 'Ada',
      lastName: '',
      email: 'ada@',
      phone: { number: '555', countryIso: 'US' },
    });
    expect(messages).toEqual({
      lastName: 'name.lastRequired',
      email: 'email.invalid',
      'phone.number': 'phone.tooShort',
    });
  });

  it('hands the form the normalised values', async () => {
    const { values } = await resolve(valibotResolver(addressSchema({ line3Enabled: false })), {
      country: 'CA',
      region: 'QC',
      town: ' Montreal ',
      line1: '1 Rue Sainte-Catherine',
      postalCode: 'h2x1y4',
    });
    expect(values).toMatchObject({ town: 'Montreal', postalCode: 'H2X 1Y4', line2: '', line3: '' });
  });

  it('reports a cross-field rule on its field', async () => {
    const resolver = valibotResolver(
      trainingDatesSchema({ timeZone: 'UTC', now: new Date('2026-11-23T12:00:00Z') }),
    );
    const { messages } = await resolve(resolver, {
      firstDate: '2027-02-01',
      secondDate: '2027-02-01',
    });
    expect(messages).toEqual({ secondDate: 'training.datesSame' });
  });
});
