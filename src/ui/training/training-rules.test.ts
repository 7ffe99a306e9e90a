import { valibotResolver } from '@hookform/resolvers/valibot';
import type { ResolverOptions } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrainingDetailsInput } from '../../rules/training/training-details';
import { trainingDetailsSchema } from '../../rules/training/training-details';
import { emptyTrainingDetails } from '../../rules/training/training-details-values';

// The training resolver loads its rules on demand and answers exactly as the rules themselves do.
const CONTEXT = { timeZone: 'America/Chicago', now: new Date('2026-03-02T15:00:00Z') };
const RULES = '../../rules/training/training-details';
const OPTIONS: ResolverOptions<TrainingDetailsInput> = {
  fields: {},
  shouldUseNativeValidation: false,
};

const withPhone = (number: string): TrainingDetailsInput => {
  const values = emptyTrainingDetails();
  return {
    ...values,
    dates: { firstDate: '2026-05-01', secondDate: '2026-05-08' },
    contact: {
      firstName: 'Dana',
      lastName: 'Whitfield',
      email: 'dana@example.com',
      phone: { number, countryIso: 'US' },
    },
    participants: [{ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' }],
  };
};

/** The rules' own answer, at once. */
const eager = valibotResolver(trainingDetailsSchema(CONTEXT));

afterEach(() => {
  vi.doUnmock(RULES);
  vi.useRealTimers();
  vi.resetModules();
});

describe('the training dialog’s rules, loaded on demand', () => {
  it('answer as the rules did, for checks made before and after they arrive', async () => {
    const { trainingResolver } = await import('./training-rules');
    const resolver = trainingResolver(CONTEXT);
    // Two checks while the rules load (a submit, then a change), one after.
    const [tooShort, blank] = await Promise.all([
      resolver(withPhone('555'), undefined, OPTIONS),
      resolver(emptyTrainingDetails(), undefined, OPTIONS),
    ]);
    const valid = await resolver(withPhone('(201) 555-0123'), undefined, OPTIONS);

    expect(tooShort).toEqual(await eager(withPhone('555'), undefined, OPTIONS));
    expect(tooShort.errors).toMatchObject({
      contact: { phone: { number: { message: 'phone.tooShort' } } },
    });
    expect(blank).toEqual(await eager(emptyTrainingDetails(), undefined, OPTIONS));
    expect(valid).toEqual(await eager(withPhone('(201) 555-0123'), undefined, OPTIONS));
    expect(valid.errors).toEqual({});
    expect(valid.values).toMatchObject({ contact: { phone: { code: '1' } } });
  });

  it('a load that keeps failing: after its two retries a form-level error, then the next check loads them', async () => {
    vi.useFakeTimers();
    vi.doMock(RULES, () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { RULES_NOT_LOADED, trainingResolver } = await import('./training-rules');
    const resolver = trainingResolver(CONTEXT);
    const failed = resolver(withPhone('555'), undefined, OPTIONS);
    await vi.advanceTimersByTimeAsync(4000);
    expect(await failed).toEqual({
      values: {},
      errors: { root: { type: RULES_NOT_LOADED, message: RULES_NOT_LOADED } },
    });

    vi.doUnmock(RULES);
    const again = await resolver(withPhone('555'), undefined, OPTIONS);
    expect(again).toEqual(await eager(withPhone('555'), undefined, OPTIONS));
  });
});
