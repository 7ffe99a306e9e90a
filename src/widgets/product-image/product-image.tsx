import { useEffect } from 'react';
import { thumbnailUrl } from '../../api/products/product-image';
import { useWidgetHost } from '../../core/element/widget-host-context';
import { logError } from '../../core/platform/log';
import { useSite } from '../../core/react/use-store';
import {
  productCodeProblem,
  resolveProductCode,
  useScopeCode,
} from '../../ui/product/product-scope';
import { useProductData } from '../../ui/product/use-product-data';

export interface ProductImageProps {
  /** A product code or ISBN-13; without it, the `<store-product>` around it. */
  code?: string;
}

/**
 * <store-product-image>: the product's picture, its name as the alternative text; a box of the
 * same size while it loads, and when there is no picture (nothing said: the name is the card's).
 */
export function ProductImage({ code: codeAttribute }: ProductImageProps) {
  const { element } = useWidgetHost();
  const site = useSite();
  const scope = useScopeCode(element);
  const read = resolveProductCode(codeAttribute, scope.code, site.routes);
  const data = useProductData(read.ok ? read.code : undefined);
  const scoped = read.from === 'scope' && scope.scope !== null;
  const problem = productCodeProblem(
    'store-product-image',
    data.status === 'missing' ? { ...read, ok: false, reason: 'unknown' } : read,
  );
  useEffect(() => {
    if (problem && !scoped) logError(problem);
  }, [problem, scoped]);
  const src = data.status === 'ready' ? thumbnailUrl(data.product.images) : undefined;
  if (data.status === 'ready' && src) {
    return (
      <img
        className="product-image"
        part="image"
        data-state="ready"
        src={src}
        alt={data.product.name}
        decoding="async"
        loading="lazy"
      />
    );
  }
  const state = problem ? 'missing' : data.status === 'ready' ? 'none' : data.status;
  return <span className="product-image" part="image" data-state={state} aria-hidden="true" />;
}
