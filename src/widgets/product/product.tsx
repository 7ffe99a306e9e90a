import { useEffect } from 'react';
import { useWidgetHost } from '../../core/element/widget-host-context';
import { logError } from '../../core/platform/log';
import { useSite } from '../../core/react/use-store';
import { cartMessages } from '../../rules/cart/cart.messages';
import { useTranslate } from '../../core/i18n/use-translate';
import { productCodeProblem, resolveProductCode } from '../../ui/product/product-scope';
import { useProductData } from '../../ui/product/use-product-data';

export interface ProductProps {
  /** A product code or ISBN-13; without it, the product page's address. */
  code?: string;
}

/**
 * <store-product>: the scope of the fields inside it. It shows the author's markup (its slot) and,
 * for a product that does not exist or could not be read, the message once above it. It reads the
 * product as its fields do: the same request.
 */
export function Product({ code: codeAttribute }: ProductProps) {
  const tc = useTranslate(cartMessages);
  const site = useSite();
  const { element } = useWidgetHost();
  const read = resolveProductCode(codeAttribute, undefined, site.routes);
  const data = useProductData(read.ok ? read.code : undefined);
  const problem = productCodeProblem(
    'store-product',
    data.status === 'missing' ? { ...read, ok: false, reason: 'unknown' } : read,
  );
  useEffect(() => {
    if (problem) logError(problem);
  }, [problem]);
  const state = problem ? 'missing' : data.status;
  // The page styles its own markup by the product's state (`store-product[data-state=missing]`).
  useEffect(() => {
    element.dataset.state = state;
  }, [element, state]);
  const message =
    state === 'missing'
      ? tc('quickOrder.unknown')
      : state === 'failed'
        ? tc('quickOrder.lookupFailed')
        : undefined;
  return (
    <div
      className="product"
      part="base"
      data-state={state}
      aria-busy={state === 'loading' || undefined}
    >
      {message && (
        <p className="product-message" part="message" role="status">
          {message}
        </p>
      )}
      <slot />
    </div>
  );
}
