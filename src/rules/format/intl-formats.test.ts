import { describe, expect, it } from 'vitest';
import { dateTimeFormat, displayNames, numberFormat } from './intl-formats';

describe('cached Intl formatters', () => {
  it('builds one formatter per locale and options, and formats as Intl does', () => {
    const options: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeZone: 'UTC' };
    const first = dateTimeFormat('en-US', options);
    expect(dateTimeFormat('en-US', { ...options })).toBe(first);
    expect(dateTimeFormat('fr-CA', options)).not.toBe(first);
    expect(dateTimeFormat('en-US', { dateStyle: 'short', timeZone: 'UTC' })).not.toBe(first);
    expect(first.format(new Date(Date.UTC(2026, 10, 27, 12)))).toBe('November 27, 2026');
  });

  it('keeps date and number formatters apart and throws as Intl does for a bad option', () => {
    const money = numberFormat('en-US', { style: 'currency', currency: 'USD' });
    expect(money.format(12.5)).toBe('$12.50');
    expect(numberFormat('en-US', { style: 'currency', currency: 'USD' })).toBe(money);
    expect(() => numberFormat('en-US', { style: 'currency', currency: 'not a currency' })).toThrow(
      RangeError,
    );
    expect(() => dateTimeFormat('en-US', { timeZone: 'Nowhere/Else' })).toThrow(RangeError);
  });

  it('builds one set of region names per locale', () => {
    const names = displayNames('fr', { type: 'region' });
    expect(displayNames('fr', { type: 'region' })).toBe(names);
    expect(displayNames('en', { type: 'region' })).not.toBe(names);
    expect(names.of('DE')).toBe('Allemagne');
  });
});
