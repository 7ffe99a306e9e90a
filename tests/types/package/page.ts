/**
 * An integrator's code against the installed package (tests/e2e/package.spec.ts compiles it). Each
 * `@ts-expect-error` is a mistake the typings must refuse: an unused one fails the compile, so
 * typings that resolve to nothing (every type `any`) fail too.
 */
import {
  defineWidgetAs,
  loadElementClass,
  storeWidgets,
  type StoreActionError,
  type StoreEventDetailMap,
  type StoreOrderPlacedEvent,
  type StoreQuickOrderElement,
} from '@assessments/store-widgets';
import AddToCart, {
  AddToCartElement,
  type StoreAddToCartElement,
  type StoreAddToCartElementEvents,
  type StoreCartUpdatedEvent,
} from '@assessments/store-widgets/add-to-cart';
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

// The page-level actions, imported and on window.
export const added: Promise<number[]> = storeWidgets
  .addLines([{ code: '0158241926', quantity: 2 }])
  .then((lines) => lines.map((line) => line.quantityAdded));
export const shopperName: Promise<string | undefined> = window
  .storeWidgets!.getShopper()
  .then((shopper) => shopper.name);
export const refusedCode = (error: StoreActionError): string => error.code;
// @ts-expect-error a line names its product by `code`
void storeWidgets.addLines([{ productCode: '0158241926' }]);

// The manifest.
export const schemaVersion: string = manifest.schemaVersion;

// The per-tag entries: the class by its name too, the element's type, its events' types.
export const named: StoreAddToCartElement = new AddToCartElement();
export const sameClass: boolean = AddToCartElement === AddToCart;
export function onAdded(event: StoreAddToCartElementEvents['store-cart-updated']): string[] {
  const same: StoreCartUpdatedEvent = event;
  return same.detail.entries.map((entry) => entry.productCode);
}
// @ts-expect-error the add-to-cart fires no order-placed event
export type NotFired = StoreAddToCartElementEvents['store-order-placed'];

// The root: every element's type and event's type, the class a tag's loading gives.
export const order = (event: StoreOrderPlacedEvent): string => event.detail.status;
export const loadedQuickOrder: Promise<{ new (): StoreQuickOrderElement } | undefined> =
  loadElementClass('store-quick-order');
// @ts-expect-error the quick order's class makes no add-to-cart element
export const wrongClass: Promise<{ new (): StoreAddToCartElement } | undefined> =
  loadElementClass('store-quick-order');

// The configuration global.
window.storeWidgetsConfig = { platformKey: 'key', loginMode: 'redirect', requestTimeoutMs: 5000 };
// @ts-expect-error the login mode is embedded or redirect
window.storeWidgetsConfig = { loginMode: 'popup' };
// @ts-expect-error no such key
window.storeWidgetsConfig = { platformkey: 'key' };
