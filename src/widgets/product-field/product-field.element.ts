import { createWidgetElement } from '../../core/element/create-widget-element';
import { resolveProductCode, productCodeProblem } from '../../ui/product/product-scope';
import { ProductField } from './product-field';
import { readField } from './product-field-attributes';
import css from './product-field.css?inline';

/**
 * `<store-product-field field="price">`: one field of a product from the platform, for the
 * current shopper, as text in the author's own markup (a heading, a card, a table cell): the
 * page's font and colour. The product is the element's own `code`, else that of the nearest
 * `<store-product>` around it (however deep in the author's markup), else the product page's
 * address. Every field and image of one product makes one request between them, and reads again
 * when the shopper signs in, signs out or an agent starts acting for a customer: the price is the
 * account's. While the product loads, a placeholder of the reserved size. A product that does not
 * exist says "Unable to find corresponding product - please make sure that product code/ISBN is
 * correct" (once, on the `<store-product>` around it, or on the field itself when it has none);
 * a failed read says so. A wrong or missing `field` shows nothing and the console says why.
 *
 * @tag store-product-field
 * @summary One field of a product (name, price, availability…) from the platform.
 *
 * @attr {'name' | 'program' | 'format' | 'price' | 'availability' | 'qualification-level'} field -
 *   Which field: the product's name, its program, its format, its price for the shopper (formatted
 *   by the platform for the site, as the cart shows it), its availability ("In stock", "Low stock",
 *   "Out of stock", "Not available online") or the qualification level it needs (A, B or C).
 * @attr {string} [code] - A product code or ISBN-13, hyphens and spaces allowed. Without it, the
 *   `code` of the nearest `<store-product>` around it, else the product page's address.
 *
 * @fires {CustomEvent<StoreEventMap['store-widget-loaded']>} store-widget-loaded - The widget
 *   rendered for the first time.
 * @fires {CustomEvent<StoreEventMap['store-widget-failed']>} store-widget-failed - The widget
 *   failed and shows its fallback; the rest of the page keeps working.
 *
 * @csspart value - The text; `data-state="loading" | "ready" | "missing" | "failed" | "invalid"`,
 *   and `data-field` once ready.
 * @csspart skeleton - The placeholder while the product loads.
 * @csspart message - The missing or failed product's message, on a field outside a `<store-product>`.
 *
 * @cssprop [--store-product-field-reserved=16px] - Height reserved before the widget loads, and the placeholder's.
 */
export const ProductFieldElement = createWidgetElement({
  tag: 'store-product-field',
  component: ProductField,
  attributes: { field: 'string', code: 'string' },
  css,
  inline: true,
  checkAttributes: ({ field, code }, { store }) => {
    const read = readField(field);
    const problems = [
      read.ok ? undefined : read.problem,
      code === undefined
        ? undefined
        : productCodeProblem(
            'store-product-field',
            resolveProductCode(code, undefined, store.site.routes),
          ),
    ];
    return problems.filter((problem) => problem !== undefined);
  },
});

export default ProductFieldElement;
