import { useCallback, useSyncExternalStore } from 'react';
import { routeParams, type RouteTemplates } from '../../core/routes/route-table';
import { classifyEntry } from '../../rules/cart/isbn';

/**
 * Which product a platform-data element shows (`<store-product>`, `<store-product-field>`,
 * `<store-product-image>`): its own `code`, else the nearest `<store-product>` around it (through
 * the author's nesting and across shadow roots), else the product page's address. The code is the
 * author's or the address's: untrusted, checked as the quick order checks an entry.
 */

export const PRODUCT_SCOPE_TAG = 'store-product';

export type ProductCodeSource = 'attribute' | 'scope' | 'address' | 'none';

export type ProductCodeRead =
  | { ok: true; code: string; raw: string; from: ProductCodeSource }
  | {
      ok: false;
      reason: 'missing' | 'blank' | 'invalid';
      raw: string | undefined;
      from: ProductCodeSource;
    };

/** The nearest `<store-product>` around `element`, leaving shadow roots by their hosts. */
export function nearestProductScope(element: Element): Element | null {
  let from: Element | null = element.parentElement;
  let root: Node = element.getRootNode();
  for (;;) {
    const found = from?.closest(PRODUCT_SCOPE_TAG);
    if (found) return found;
    const host = (root as Partial<ShadowRoot>).host;
    if (!host) return null;
    from = host;
    root = host.getRootNode();
  }
}

/** The code in a product page's address (`/p/{code}`), when the page is one. */
export function productCodeFromAddress(
  routes: RouteTemplates | undefined,
  page: string = globalThis.location?.href ?? '/',
): string | undefined {
  const code = routeParams('product', routes, page)?.productCode;
  // More than one segment, or a broken escape (kept as written): no product's address.
  return code && !/[/%]/.test(code) ? code : undefined;
}

/** Normalised as the quick order and `<store-add-to-cart>` do, so all share one lookup. */
export function readProductCode(raw: string | undefined, from: ProductCodeSource): ProductCodeRead {
  if (raw === undefined) return { ok: false, reason: 'missing', raw, from };
  const entry = classifyEntry(raw);
  if (entry.kind === 'empty') return { ok: false, reason: 'blank', raw, from };
  if (entry.kind === 'invalid') return { ok: false, reason: 'invalid', raw, from };
  return { ok: true, code: entry.value, raw, from };
}

/** The element's own code, else its scope's (or the address when the scope has none), else the address's. */
export function resolveProductCode(
  own: string | undefined,
  scopeCode: string | undefined,
  routes: RouteTemplates | undefined,
  page?: string,
): ProductCodeRead {
  if (own !== undefined) return readProductCode(own, 'attribute');
  if (scopeCode !== undefined) return readProductCode(scopeCode, 'scope');
  const address = productCodeFromAddress(routes, page);
  return readProductCode(address, address === undefined ? 'none' : 'address');
}

/** The console's and the author mode's words for a code that names no product. */
export function productCodeProblem(
  tag: string,
  read:
    | ProductCodeRead
    | { ok: false; reason: 'unknown'; raw: string | undefined; from: ProductCodeSource },
): string | undefined {
  if (read.ok) return undefined;
  const value = JSON.stringify(read.raw ?? '');
  const source =
    read.from === 'scope'
      ? `the attribute "code" (${value}) of the <${PRODUCT_SCOPE_TAG}> around it`
      : read.from === 'address'
        ? `the product code in the page's address (${value})`
        : `the attribute "code" (${value})`;
  const why = {
    missing: `it has no attribute "code", no <${PRODUCT_SCOPE_TAG} code> around it, and the page is not a product page (/p/{code})`,
    blank: `${source} is blank`,
    invalid: `${source} is not a product code or ISBN`,
    unknown: `${source} matches no product`,
  }[read.reason];
  return `<${tag}>: ${why}; the product's message is shown instead.`;
}

/**
 * The `code` attribute of the `<store-product>` around `element`, followed when the page changes
 * it (a product page's template swapping products): undefined when there is no such scope.
 */
export function useScopeCode(element: Element): {
  scope: Element | null;
  code: string | undefined;
} {
  const scope = nearestProductScope(element);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!scope) return () => undefined;
      const observer = new MutationObserver(onChange);
      observer.observe(scope, { attributes: true, attributeFilter: ['code'] });
      return () => observer.disconnect();
    },
    [scope],
  );
  const code = useSyncExternalStore(subscribe, () => scope?.getAttribute('code') ?? undefined);
  return { scope, code };
}
