/** A plain script: creates each element, sets its properties and listeners, then inserts it. */
import { PRODUCT_CODE, QUANTITY, hear, start } from '../harness';

await start(() => {
  const main = document.createElement('main');
  const quickOrder = document.createElement('store-quick-order');
  const addToCart = document.createElement('store-add-to-cart');
  addToCart.productCode = PRODUCT_CODE;
  addToCart.quantity = QUANTITY;
  for (const element of [quickOrder, addToCart]) {
    element.addEventListener('store-widget-loaded', hear);
    element.addEventListener('store-widget-failed', hear);
    element.addEventListener('store-cart-updated', hear);
  }
  main.append(quickOrder, addToCart);
  document.getElementById('app')!.append(main);
});
