import { describe, expect, it } from 'vitest';
import { figureWords, figuresInProse, proseOfScript } from '../../scripts/checks/rule-figures.mjs';
import { RULE_FIGURES } from './rule-figures';

const quickOrder = RULE_FIGURES.filter((figure) => figure.name === 'MAX_QUICK_ORDER_PRODUCTS');

describe("the rules' figures in prose", () => {
  const found = figuresInProse(RULE_FIGURES);
  const isDoc = (hit: string) => /^(README\.md|docs\/)/.test(hit);

  it('are nowhere in comments of src, its message catalogs or the demo copy', () => {
    expect(found.filter((hit) => !isDoc(hit))).toEqual([]);
  });

  it('are nowhere in the README or docs/', () => {
    expect(found.filter(isDoc)).toEqual([]);
  });

  it('finds a planted figure in a comment and in a catalog, not in code', () => {
    const planted = [
      '/** The form holds at most 25',
      ' * products. */',
      'export const rows = 25;',
      "const en = { tooMany: 'Add up to 25 products at a time.' };",
      '// a 25-row form',
    ].join('\n');
    const prose = proseOfScript('planted.messages.ts', planted, true);
    const found = prose.flatMap(({ line, text }) =>
      figureWords(text, quickOrder).map(({ found }) => `${line} ${found.replace(/\s+/g, ' ')}`),
    );
    expect(found).toEqual([
      '1 25 * products',
      '1 at most 25',
      '4 25 products',
      '4 up to 25',
      '5 25-row',
    ]);
  });

  it('names each figure, whatever the nouns between', () => {
    const text =
      'up to 25 ISBN rows; $300 minimum; six weeks ahead; 60 characters; 25 ms; pack of 25';
    expect(figureWords(text, RULE_FIGURES).map(({ name, found }) => `${name}: ${found}`)).toEqual(
      expect.arrayContaining([
        'MAX_QUICK_ORDER_PRODUCTS: 25 ISBN rows',
        'MAX_QUICK_ORDER_PRODUCTS: up to 25',
        'AIMSWEB_MINIMUM_USD: $300',
        'TRAINING_LEAD_WEEKS: six weeks',
        'NAME_MAX_LENGTH: 60 characters',
      ]),
    );
    expect(figureWords('25 ms; pack of 25; 2.5 rows; $3000', RULE_FIGURES)).toEqual([]);
  });
});
