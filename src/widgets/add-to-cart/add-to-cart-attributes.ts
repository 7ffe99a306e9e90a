import type { Core } from '../../core/core';
import { routeParams, type RouteTemplates } from '../../core/routes/route-table';
import { classifyEntry } from '../../rules/cart/isbn';

/**
 * The author's attributes, checked: a mistake never breaks the page (product unavailable, or
 * quantity 1) and the console says which attribute is wrong and why.
 */

export type ProductCodeAttribute =
  { ok: true; code: string } | { ok: false; reason: 'missing' | 'blank' | 'invalid' };

/**
 * The code in a product page's URL (the site's product route), so one CMS template serves every
 * product. The URL is untrusted: it is checked as the attribute is.
 */
export function productCodeFromPath(page: string, routes?: RouteTemplates): string | undefined {
  const code = routeParams('product', routes, page)?.productCode;
  // More than one segment, or a broken escape (kept as written): no product's address.
  return code && !/[/%]/.test(code) ? code : undefined;
}

/** The code the widget shows: its attribute, else the product page's address (the site's routes). */
export const productCodeOf = (
  attribute: string | undefined,
  routes: RouteTemplates | undefined,
  page: string = globalThis.location?.href ?? '/',
): string | undefined => attribute ?? productCodeFromPath(page, routes);

/** `product-code`, normalised as the quick order does, so both widgets share one lookup. */
export function readProductCode(raw: string | undefined): ProductCodeAttribute {
  if (raw === undefined) return { ok: false, reason: 'missing' };
  const entry = classifyEntry(raw);
  if (entry.kind === 'empty') return { ok: false, reason: 'blank' };
  if (entry.kind === 'invalid') return { ok: false, reason: 'invalid' };
  return { ok: true, code: entry.value };
}

export function productCodeProblem(
  attribute: ProductCodeAttribute | { ok: false; reason: 'unknown' },
  raw: string | undefined,
  fromAddress = false,
): string | undefined {
  if (attribute.ok) return undefined;
  const value = JSON.stringify(raw ?? '');
  const source = fromAddress
    ? `the product code in the page's address (${value})`
    : `the attribute "product-code" (${value})`;
  const why = {
    missing:
      'the attribute "product-code" is missing, and the page is not a product page (/p/{code})',
    blank: fromAddress ? `${source} is blank` : 'the required attribute "product-code" is blank',
    invalid: `${source} is not a product code or ISBN`,
    unknown: `${source} matches no product`,
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
 * The attribute problems, for the author mode (src/core/author); "matches no product" needs a
 * lookup, which an edited page never makes. The element hands over its core (the site's routes).
 */
export function addToCartAttributeProblems(
  props: { productCode?: string; quantity?: string },
  { store }: Pick<Core, 'store'>,
): string[] {
  const productCode = productCodeOf(props.productCode, store.site.routes);
  const problems = [
    productCodeProblem(readProductCode(productCode), productCode),
    readQuantity(props.quantity).problem,
  ];
  return problems.filter((problem) => problem !== undefined);
}
