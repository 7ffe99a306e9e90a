import { createWidgetElement } from '../../core/element/create-widget-element';
import { productCodeProblem, resolveProductCode } from '../../ui/product/product-scope';
import { ProductImage } from './product-image';
import css from './product-image.css?inline';

/**
 * `<store-product-image>`: a product's picture from the platform, with the product's name as its
 * alternative text, in a square of fixed size (nothing moves when it loads). The product is the
 * element's own `code`, else that of the nearest `<store-product>` around it, else the product
 * page's address; it shares its one request with the product's fields. While the product loads,
 * and for a product without a picture, the square is empty; a product that does not exist is
 * said by the `<store-product>` around it (the console names the code when there is none).
 *
 * @tag store-product-image
 * @summary A product's picture from the platform, its name as the alternative text.
 *
 * @attr {string} [code] - A product code or ISBN-13, hyphens and spaces allowed. Without it, the
 *   `code` of the nearest `<store-product>` around it, else the product page's address.
 *
 * @fires {CustomEvent<StoreEventMap['store-widget-loaded']>} store-widget-loaded - The widget
 *   rendered for the first time.
 * @fires {CustomEvent<StoreEventMap['store-widget-failed']>} store-widget-failed - The widget
 *   failed and shows its fallback; the rest of the page keeps working.
 *
 * @csspart image - The picture, or the empty square; `data-state="loading" | "ready" | "none" |
 *   "missing" | "failed"`.
 *
 * @cssprop [--store-product-image-reserved=96px] - Height reserved before the widget loads.
 * @cssprop [--store-product-image-size=96px] - The square's side once loaded (give the reserved
 *   height the same).
 */
export const ProductImageElement = createWidgetElement({
  tag: 'store-product-image',
  component: ProductImage,
  attributes: { code: 'string' },
  css,
  inline: true,
  checkAttributes: ({ code }, { store }) => {
    if (code === undefined) return [];
    const problem = productCodeProblem(
      'store-product-image',
      resolveProductCode(code, undefined, store.site.routes),
    );
    return problem ? [problem] : [];
  },
});

export default ProductImageElement;
