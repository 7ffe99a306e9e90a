import { describe, expect, it } from 'vitest';
import {
  normalizeQuoteCode,
  pageFromSearch,
  quoteCodeFromPath,
  resolveQuoteCode,
  trainingsErrorIn,
} from './quote-address';

/** The quote pages' untrusted address: invalid values are "not found" or the first page. */
const LIST = '/store/usassessments/en/my-account/quotes';

describe('the quote number in the page path', () => {
  it.each([
    [`${LIST}/Q10000005`, 'Q10000005'],
    [`${LIST}/Q10000005/`, 'Q10000005'],
    ['/quotes/Q10000001', 'Q10000001'],
    [`${LIST}/%51%31%30%30%30%30%30%30%35`, 'Q10000005'],
  ])('%s → %s', (path, code) => {
    expect(quoteCodeFromPath(path)).toBe(code);
  });

  it.each([
    LIST,
    `${LIST}/`,
    `${LIST}/not-a-quote`,
    `${LIST}/q10000005`,
    `${LIST}/Q1000000`,
    `${LIST}/Q100000055`,
    `${LIST}/%E0%A4%A`,
    `${LIST}/Q10000005%2F..`,
    `${LIST}/Q10000005/extra`,
    `${LIST}/%20Q10000005`,
    '/store/usassessments/en/my-account/saved-carts/Q10000005',
  ])('%s → none', (path) => {
    expect(quoteCodeFromPath(path)).toBeNull();
  });

  it('the `quote-id` attribute wins over the path; a blank one is not set', () => {
    expect(resolveQuoteCode('Q10000007', `${LIST}/Q10000005`)).toBe('Q10000007');
    expect(resolveQuoteCode(' Q10000007 ', `${LIST}/Q10000005`)).toBe('Q10000007');
    expect(resolveQuoteCode('<script>', `${LIST}/Q10000005`)).toBeNull();
    expect(resolveQuoteCode('  ', `${LIST}/Q10000005`)).toBe('Q10000005');
    expect(resolveQuoteCode(undefined, LIST)).toBeNull();
    expect(normalizeQuoteCode(null)).toBeNull();
  });
});

describe("the list's page in the query (from 1 in the address, from 0 for OCC)", () => {
  it.each([
    ['', 0],
    ['?page=1', 0],
    ['?page=2', 1],
    ['?x=1&page=12', 11],
    ['?page=100000', 99_999],
    ['?page=999999', 99_999],
  ])('%s → %d', (search, page) => {
    expect(pageFromSearch(search)).toBe(page);
  });

  it.each(['?page=0', '?page=-1', '?page=1.5', '?page=02', '?page=two', '?page=', '?page=1e3'])(
    '%s → the first page',
    (search) => {
      expect(pageFromSearch(search)).toBe(0);
    },
  );
});

describe('the training-order error query', () => {
  it('is shown for orderTrainingsError=true only', () => {
    expect(trainingsErrorIn('?orderTrainingsError=true')).toBe(true);
    expect(trainingsErrorIn('?a=b&orderTrainingsError=true')).toBe(true);
    for (const search of [
      '',
      '?orderTrainingsError=TRUE',
      '?orderTrainingsError=1',
      '?orderTrainingsError',
    ]) {
      expect(trainingsErrorIn(search)).toBe(false);
    }
  });
});
