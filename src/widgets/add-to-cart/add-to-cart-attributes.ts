import { classifyEntry } from '../../rules/cart/isbn';

/**
 * The author's attributes, checked. A content author's mistake never breaks the page: the widget
 * shows the product as unavailable (or uses quantity 1) and the console says which attribute is
 * wrong and why.
 */

export type ProductCodeAttribute =
  { ok: true; code: string } | { ok: false; reason: 'missing' | 'blank' | 'invalid' };

/**
 * `product-code`: a product code or ISBN-13, with or without hyphens and spaces. The code sent and
 * looked up is normalised as the quick order does it ('978-0-15…' → '978015…'), so both widgets
 * share one product lookup.
 */
export function readProductCode(raw: string | undefined): ProductCodeAttribute {
  if (raw === undefined) return { ok: false, reason: 'missing' };
  const entry = classifyEntry(raw);
  if (entry.kind === 'empty') return { ok: false, reason: 'blank' };
  if (entry.kind === 'invalid') return { ok: false, reason: 'invalid' };
  return { ok: true, code: entry.value };
}

/** The console text for a `product-code` problem, naming the attribute. */
export function productCodeProblem(
  attribute: ProductCodeAttribute | { ok: false; reason: 'unknown' },
  raw: string | undefined,
): string | undefined {
  if (attribute.ok) return undefined;
  const value = JSON.stringify(raw ?? '');
  const why = {
    missing: 'the required attribute "product-code" is missing',
    blank: 'the required attribute "product-code" is blank',
    invalid: `the attribute "product-code" (${value}) is not a product code or ISBN`,
    unknown: `the attribute "product-code" (${value}) matches no product`,
  }[attribute.reason];
  return `<store-add-to-cart>: ${why}; the product is shown as unavailable.`;
}

/** `quantity`: a whole number of 1 or more; absent means 1. */
export function readQuantity(raw: string | undefined): { quantity: number; problem?: string } {
  if (raw === undefined) return { quantity: 1 };
  const text = raw.trim();
  const value = Number(text);
  if (/^\d+$/.test(text) && Number.isSafeInteger(value) && value >= 1) return { quantity: value };
  return {
    quantity: 1,
    problem: `<store-add-to-cart>: the attribute "quantity" (${JSON.stringify(raw)}) is not a whole number of 1 or more; 1 is used.`,
  };
}

/**
 * Every attribute problem the widget reports, as the console says it: the author mode shows them
 * on the widget (src/core/element/author). A code matching no product needs the lookup, which an
 * edited page never makes.
 */
export function addToCartAttributeProblems(props: {
  productCode?: string;
  quantity?: string;
}): string[] {
  const problems = [
    productCodeProblem(readProductCode(props.productCode), props.productCode),
    readQuantity(props.quantity).problem,
  ];
  return problems.filter((problem) => problem !== undefined);
}
