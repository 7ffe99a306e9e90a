import { describe, expect, it } from 'vitest';
import { isPoBox } from './po-box';

describe('P.O. boxes (spec section 5: no P.O. boxes)', () => {
  it.each([
    'PO Box 123',
    'P.O. Box 123',
    'P O Box 123',
    'p.o. box 12',
    'PO. Box 7',
    'P.O.Box 7',
    'POBox 7',
    'pobox 7',
    'Post Office Box 9',
    'post  office box 9',
    'POB 44',
    'P.O.B. 44',
    'Unit 2, PO Box 5',
    '12 Main St (PO Box 3)',
    'PO BOX',
  ])('recognises %j', (line) => {
    expect(isPoBox(line)).toBe(true);
  });

  it.each([
    'Popeye St',
    '12 Boxwood Rd',
    'Pobjoy Lane',
    'Apollo Box Company Way',
    '1 Post Office Rd',
    'Poblano Ave',
    'Post Road',
    '5 Po River Rd',
    'Box Hill 3',
    'Compo Box Lane',
  ])('lets %j through', (line) => {
    expect(isPoBox(line)).toBe(false);
  });
});
