import { describe, expect, it } from 'vitest';
import { figureWords, figuresInProse, proseOfScript } from '../../scripts/checks/rule-figures.mjs';
import { MAX_QUICK_ORDER_PRODUCTS } from '../../src/rules/cart/quick-order-rows';
import { RULE_FIGURES } from './rule-figures';

const quickOrder = RULE_FIGURES.filter((figure) => figure.name === 'MAX_QUICK_ORDER_PRODUCTS');
/** The planted figure is the limit's value, whatever it is. */
const n = MAX_QUICK_ORDER_PRODUCTS;

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
      `/** The form holds at most ${n}`,
      ' * products. */',
      `export const rows = ${n};`,
      `const en = { tooMany: 'Add up to ${n} products at a time.' };`,
      `// a ${n}-row form`,
    ].join('\n');
    const prose = proseOfScript('planted.messages.ts', planted, true);
    const found = prose.flatMap(({ line, text }) =>
      figureWords(text, quickOrder).map(({ found }) => `${line} ${found.replace(/\s+/g, ' ')}`),
    );
    expect(found).toEqual([
      `1 ${n} * products`,
      `1 at most ${n}`,
      `4 ${n} products`,
      `4 up to ${n}`,
      `5 ${n}-row`,
    ]);
  });

  it('names each figure, whatever the nouns between', () => {
    const text = `up to ${n} ISBN rows; $300 minimum; six weeks ahead; 60 characters; ${n} ms; pack of ${n}`;
    expect(figureWords(text, RULE_FIGURES).map(({ name, found }) => `${name}: ${found}`)).toEqual(
      expect.arrayContaining([
        `MAX_QUICK_ORDER_PRODUCTS: ${n} ISBN rows`,
        `MAX_QUICK_ORDER_PRODUCTS: up to ${n}`,
        'AIMSWEB_MINIMUM_USD: $300',
        'TRAINING_LEAD_WEEKS: six weeks',
        'NAME_MAX_LENGTH: 60 characters',
      ]),
    );
    expect(figureWords(`${n} ms; pack of ${n}; 2.5 rows; $3000`, RULE_FIGURES)).toEqual([]);
  });
});
