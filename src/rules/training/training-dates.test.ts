import { describe, expect, it } from 'vitest';
import { translator } from '../../core/i18n/messages';
import { validateFields } from '../form/field-errors';
import {
  TRAINING_LEAD_DAYS,
  TRAINING_LEAD_WEEKS,
  earliestTrainingDate,
  trainingDatesSchema,
} from './training-dates';
import { trainingMessages, type TrainingMessageKey } from './training.messages';

const en = translator(trainingMessages, 'en');
// 10:00 on 23 November 2026 in Chicago.
const CONTEXT = { timeZone: 'America/Chicago', now: new Date('2026-11-23T16:00:00Z') };

function errors(input: unknown, context = CONTEXT): Record<string, string> {
  const result = validateFields<ReturnType<typeof trainingDatesSchema>, TrainingMessageKey>(
    trainingDatesSchema(context),
    input,
  );
  if (result.ok) return {};
  return Object.fromEntries(
    Object.entries(result.errors).map(([field, message]) => [
      field,
      message ? en(message.key, { leadWeeks: TRAINING_LEAD_WEEKS }) : '',
    ]),
  );
}

describe('training dates (spec sections 3, 5 and 9)', () => {
  it('are at least six weeks (42 calendar days) out', () => {
    expect(TRAINING_LEAD_DAYS).toBe(42);
    expect(earliestTrainingDate(CONTEXT)).toBe('2027-01-04');
  });

  it('accepts two different dates from the earliest on', () => {
    expect(errors({ firstDate: '2027-01-04', secondDate: ' 2027-02-01 ' })).toEqual({});
    const result = validateFields(trainingDatesSchema(CONTEXT), {
      firstDate: '2027-01-04',
      secondDate: ' 2027-02-01 ',
    });
    expect(result).toEqual({
      ok: true,
      values: { firstDate: '2027-01-04', secondDate: '2027-02-01' },
    });
  });

  it('refuses a date one day too soon', () => {
    expect(errors({ firstDate: '2027-01-03', secondDate: '2026-11-24' })).toEqual({
      firstDate: 'Please choose a date at least 6 weeks from today',
      secondDate: 'Please choose a date at least 6 weeks from today',
    });
  });

  it('counts from today in the site’s time zone', () => {
    // 02:00 UTC on 24 November: still the 23rd in Chicago, already the 24th in Sydney.
    const instant = new Date('2026-11-24T02:00:00Z');
    const dates = { firstDate: '2027-01-04', secondDate: '2027-01-05' };
    expect(errors(dates, { timeZone: 'America/Chicago', now: instant })).toEqual({});
    expect(errors(dates, { timeZone: 'Australia/Sydney', now: instant })).toEqual({
      firstDate: 'Please choose a date at least 6 weeks from today',
    });
  });

  it('requires both dates', () => {
    expect(errors({ firstDate: '', secondDate: undefined })).toEqual({
      firstDate: 'Please enter a preferred date',
      secondDate: 'Please enter a preferred date',
    });
  });

  it.each(['04/01/2027', '2027-1-4', '2027-02-30', 'next week'])(
    'takes typed dates as YYYY-MM-DD (%j)',
    (typed) => {
      expect(errors({ firstDate: typed, secondDate: '2027-02-01' })).toEqual({
        firstDate: 'Please enter a date in the format YYYY-MM-DD (for example, 2027-03-15)',
      });
    },
  );

  it('wants two different dates', () => {
    expect(errors({ firstDate: '2027-02-01', secondDate: '2027-02-01' })).toEqual({
      secondDate: 'Please choose two different dates',
    });
  });
});
