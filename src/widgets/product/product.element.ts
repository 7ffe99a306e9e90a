import { createWidgetElement } from '../../core/element/create-widget-element';
import { productCodeProblem, resolveProductCode } from '../../ui/product/product-scope';
import { Product } from './product';
import css from './product.css?inline';

/**
 * `<store-product code="0158241926">`: the product that the `<store-product-field>` and
 * `<store-product-image>` elements inside it show, for a product card or a whole product page
 * built from the author's own markup. It shows that markup as it is (the page styles it) and reads
 * the product once for all the fields inside it, for the current shopper: it reads again when
 * the shopper signs in, signs out or an agent starts acting for a customer. A product that does
 * not exist shows "Unable to find corresponding product - please make sure that product code/ISBN
 * is correct" once, above the markup; a failed read says the product could not be looked up. The
 * host's `data-state` says which, for the page's own rules (`store-product[data-state=missing]
 * .price { display: none }`).
 *
 * @tag store-product
 * @summary The product the fields and image inside it show, from the author's markup.
 *
 * @attr {string} [code] - A product code or ISBN-13, hyphens and spaces allowed. Without it, on a
 *   product page (`/p/{code}`), the code in the page's address: one template serves every
 *   product. Changing it changes what the fields inside show.
 *
 * @slot - The author's markup: any HTML, with `<store-product-field>` and `<store-product-image>`
 *   elements anywhere in it.
 *
 * @fires {CustomEvent<StoreEventMap['store-widget-loaded']>} store-widget-loaded - The widget
 *   rendered for the first time.
 * @fires {CustomEvent<StoreEventMap['store-widget-failed']>} store-widget-failed - The widget
 *   failed and shows its fallback; the rest of the page keeps working.
 *
 * @csspart base - The root, around the markup; `data-state="loading" | "ready" | "missing" |
 *   "failed"` (the host has the same `data-state`).
 * @csspart message - The missing or failed product's message.
 *
 * @cssprop [--store-product-reserved=24px] - Height reserved before the widget loads (its markup
 *   shows before it, and is taller).
 */
export const ProductElement = createWidgetElement({
  tag: 'store-product',
  component: Product,
  attributes: { code: 'string' },
  css,
  scope: true,
  checkAttributes: ({ code }, { store }) => {
    const problem = productCodeProblem(
      'store-product',
      resolveProductCode(code, undefined, store.site.routes),
    );
    return problem ? [problem] : [];
  },
});

export default ProductElement;
