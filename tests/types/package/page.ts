/**
 * An integrator's code against the installed package (tests/e2e/package.spec.ts compiles it). Each
 * `@ts-expect-error` is a mistake the typings must refuse: an unused one fails the compile, so
 * typings that resolve to nothing (every type `any`) fail too.
 */
import {
  defineWidgetAs,
  loadElementClass,
  type StoreEventDetailMap,
} from '@assessments/store-widgets';
import AddToCart from '@assessments/store-widgets/add-to-cart';
import manifest from '@assessments/store-widgets/custom-elements.json';
import QuickOrder from '@assessments/store-widgets/quick-order';

// A tag entry's default export is the tag's class.
export const quickOrder: HTMLElementTagNameMap['store-quick-order'] = new QuickOrder();
export const button: HTMLElementTagNameMap['store-add-to-cart'] = new AddToCart();
button.productCode = '0158241926';
// @ts-expect-error the product code is text
button.productCode = 42;
// @ts-expect-error the quick order has no product code
quickOrder.productCode = '0158241926';

// The DOM typings: tags and events.
document.querySelector('store-add-to-cart')?.setAttribute('quantity', '2');
document.addEventListener('store-cart-updated', (event) => {
  const codes: string[] = event.detail.entries.map((entry) => entry.productCode);
  // @ts-expect-error the detail has no total
  console.log(codes, event.detail.total);
});
export const status: StoreEventDetailMap['store-order-placed']['status'] = 'ON_HOLD';

// The loader's exports.
export const loaded: Promise<CustomElementConstructor | undefined> =
  loadElementClass('store-quick-order');
export const renamed: Promise<void> = defineWidgetAs('acme-quick-order', 'store-quick-order');

// The manifest.
export const schemaVersion: string = manifest.schemaVersion;
