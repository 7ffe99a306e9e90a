import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { translator } from '../../core/i18n/messages';
import { cardExpiryProblem, cardExpirySchema } from './card-expiry';
import { CardHolderSchema } from './card-holder';
import { cardMessages } from './card.messages';

const en = translator(cardMessages, 'en');
const TODAY = '2026-11-23';

function problem(month: string | number, year: string | number): string | undefined {
  const key = cardExpiryProblem({ month, year }, TODAY);
  return key && en(key);
}

describe('card expiration (spec section 5)', () => {
  it.each<[string | number, string | number, string]>([
    ['11', '2026', 'this month: valid to its last day'],
    ['12', '26', 'next month, two-digit year'],
    ['1', '2027', 'one-digit month'],
    [3, 2030, 'numbers from a select'],
    ['11', '2046', 'twenty years out'],
  ])('accepts %j/%j (%s)', (month, year) => {
    expect(problem(month, year)).toBeUndefined();
  });

  it.each([
    ['', '2027'],
    ['05', ''],
    [' ', ' '],
  ])('is required (%j/%j)', (month, year) => {
    expect(problem(month, year)).toBe('Enter the expiration date');
  });

  it.each([
    ['10', '2026'],
    ['12', '2025'],
    ['10', '26'],
  ])('refuses a past month (%j/%j)', (month, year) => {
    expect(problem(month, year)).toBe(
      'This card has expired. Check the expiration date or use another card.',
    );
  });

  it.each([
    ['13', '2027'],
    ['0', '2027'],
    ['ab', '2027'],
    ['05', '202'],
    ['12', '2046'],
  ])('refuses %j/%j as not a date', (month, year) => {
    expect(problem(month, year)).toBe('Enter a valid expiration date');
  });

  it('is a schema whose issue is the field’s own', () => {
    const schema = v.object({ expiry: cardExpirySchema(TODAY) });
    const result = v.safeParse(schema, { expiry: { month: '01', year: '2026' } });
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['expiry', 'card.expired'],
    ]);
    expect(v.safeParse(schema, { expiry: undefined }).issues?.[0]?.message).toBe(
      'card.expiryRequired',
    );
    expect(v.parse(schema, { expiry: { month: '12', year: '2030' } })).toEqual({
      expiry: { month: '12', year: '2030' },
    });
  });
});

describe('card holder (spec section 5: the names rule)', () => {
  it('takes first and last names by the names rule', () => {
    expect(v.parse(CardHolderSchema, { firstName: ' Ada ', lastName: 'Lovelace' })).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    const result = v.safeParse(CardHolderSchema, { firstName: 'Zoë2', lastName: '' });
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['firstName', 'name.firstInvalid'],
      ['lastName', 'name.lastRequired'],
    ]);
  });

  // Holders as their cards name them (issue 29): letters a-z with or without accents.
  it.each([
    ['María José', 'Álvarez'],
    ['Jean-Luc', "O'Neil-Van Dyke"],
    ['Zoë', 'Nguyễn'],
    ['Søren', 'Kierkegaard'],
  ])('takes %s %s', (firstName, lastName) => {
    expect(v.parse(CardHolderSchema, { firstName, lastName })).toEqual({ firstName, lastName });
  });

  it.each([
    ['Dana2', 'name.firstInvalid'],
    ['D.', 'name.firstInvalid'],
    ['Νίκος', 'name.firstInvalid'],
    ['a'.repeat(61), 'name.firstTooLong'],
  ])('refuses the first name %j (%s)', (firstName, key) => {
    const result = v.safeParse(CardHolderSchema, { firstName, lastName: 'Lovelace' });
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['firstName', key],
    ]);
  });
});
