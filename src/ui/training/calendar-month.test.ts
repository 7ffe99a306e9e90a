import { describe, expect, it } from 'vitest';
import { addMonths, firstDayOfWeekFor, monthWeeks, movedDate, weekdayOf } from './calendar-month';

// The date picker's arithmetic (WAI-ARIA APG date picker dialog keys), on ISO dates.
describe('the date picker’s calendar', () => {
  it('knows weekdays and lays a month out in weeks', () => {
    expect(weekdayOf('2027-01-04')).toBe(1); // a Monday
    const sundayFirst = monthWeeks('2027-02-15', 0);
    expect(sundayFirst[0]).toEqual([
      null,
      '2027-02-01',
      '2027-02-02',
      '2027-02-03',
      '2027-02-04',
      '2027-02-05',
      '2027-02-06',
    ]);
    expect(sundayFirst.at(-1)).toEqual(['2027-02-28', null, null, null, null, null, null]);
    const mondayFirst = monthWeeks('2027-02-15', 1);
    expect(mondayFirst[0]?.[0]).toBe('2027-02-01');
    expect(mondayFirst.flat().filter(Boolean)).toHaveLength(28);
  });

  it('adds months on the month’s last day when the day does not exist', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2027-01-15', -1)).toBe('2026-12-15');
    expect(addMonths('2027-03-31', -13)).toBe('2026-02-28');
  });

  it.each([
    ['ArrowLeft', false, '2027-01-03'],
    ['ArrowRight', false, '2027-01-05'],
    ['ArrowUp', false, '2026-12-28'],
    ['ArrowDown', false, '2027-01-11'],
    ['Home', false, '2027-01-03'],
    ['End', false, '2027-01-09'],
    ['PageUp', false, '2026-12-04'],
    ['PageDown', false, '2027-02-04'],
    ['PageUp', true, '2026-01-04'],
    ['PageDown', true, '2028-01-04'],
  ])('%s (shift %s) from Monday 2027-01-04, weeks from Sunday: %s', (key, shift, expected) => {
    expect(movedDate('2027-01-04', key, shift, 0)).toBe(expected);
  });

  it('takes Home and End to the week of the site, and ignores other keys', () => {
    expect(movedDate('2027-01-03', 'Home', false, 1)).toBe('2026-12-28');
    expect(movedDate('2027-01-03', 'End', false, 1)).toBe('2027-01-03');
    expect(movedDate('2027-01-03', 'a', false, 1)).toBeUndefined();
    expect(firstDayOfWeekFor('en-us')).toBe(0);
    expect(firstDayOfWeekFor('en-gb')).toBe(1);
  });
});
