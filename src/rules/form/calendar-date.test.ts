import { describe, expect, it } from 'vitest';
import { addDays, dayNumber, todayIn } from './calendar-date';

describe('calendar dates', () => {
  it('reads today on the site’s clock, not the machine’s', () => {
    // 03:30 UTC on 1 March is still 28 February in Chicago and already 1 March in Tokyo.
    const instant = new Date('2027-03-01T03:30:00Z');
    expect(todayIn('America/Chicago', instant)).toBe('2027-02-28');
    expect(todayIn('Asia/Tokyo', instant)).toBe('2027-03-01');
    expect(todayIn('UTC', instant)).toBe('2027-03-01');
  });

  it('counts calendar days across month ends, leap days and daylight saving', () => {
    expect(addDays('2026-11-23', 42)).toBe('2027-01-04');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2027-03-13', 1)).toBe('2027-03-14');
    expect(addDays('2027-03-14', 0)).toBe('2027-03-14');
  });

  it('knows real dates only', () => {
    expect(dayNumber('1970-01-02')).toBe(1);
    for (const text of ['2027-02-29', '2027-13-01', '2027-00-10', '2027-1-5', '05/01/2027', ''])
      expect(dayNumber(text), text).toBeUndefined();
    expect(() => addDays('2027-02-30', 1)).toThrow(RangeError);
  });
});
