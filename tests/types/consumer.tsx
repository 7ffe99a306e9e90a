/**
 * An integrator's page written against the package's typings (dist/types), never our sources: what
 * compiles here is what a user of the package can write. Each `@ts-expect-error` is a mistake the
 * typings must refuse; were a typing too loose, the directive would be unused and the compile fail.
 */
import { useState } from 'react';

// The DOM: tags and their properties.
const addToCart = document.querySelector('store-add-to-cart');
if (addToCart) addToCart.productCode = '0158241926';
const errorPage = document.createElement('store-error-page');
errorPage.code = 404;
// @ts-expect-error: the error page's code is a number.
errorPage.code = 'not-found';
const myAccount = document.querySelector('store-my-account');
if (myAccount) myAccount.showTitle = true;

// The DOM: an element's methods.
const miniCart = document.querySelector('store-mini-cart');
void miniCart?.open();
void miniCart
  ?.addLines([{ code: '0158241926', quantity: 2 }])
  .then((lines) => lines.map((line) => line.quantityAdded + (line.message ?? '').length));
// @ts-expect-error: a line names its product by `code`.
void miniCart?.addLines([{ productCode: '0158241926' }]);

// The DOM: events on document, with their detail.
document.addEventListener('store-cart-updated', (event) => {
  const added: number = event.detail.entries.reduce((sum, entry) => sum + entry.quantityAdded, 0);
  const action:
    | 'added'
    | 'updated'
    | 'removed'
    | 'restored'
    | 'reordered'
    | 'quote-ordered'
    | 'merged'
    | 'promotion-applied'
    | 'promotion-removed' = event.detail.action;
  // @ts-expect-error: not one of the actions.
  const wrong: 'added' | 'removed' = event.detail.action;
  console.log(wrong);
  console.log(added, action, event.detail.tag);
});
document.addEventListener('store-session-update-started', (event) => {
  const action: 'sign-in' | 'sign-out' = event.detail.action;
  void event.detail.result.then((outcome) =>
    console.log(action, outcome.status === 'failed' ? outcome.code : outcome.status),
  );
});
document.addEventListener('store-signed-out', (event) => {
  const reason: 'user' | 'idle' | 'timeout' | 'other-tab' | 'session-ended' = event.detail.reason;
  console.log(reason);
});
document.addEventListener('store-order-placed', (event) => {
  // @ts-expect-error: an order's status is CONFIRMED or ON_HOLD, never another text.
  const status: 'SHIPPED' = event.detail.status;
  console.log(event.detail.orderCode, status);
});
addToCart?.addEventListener('store-widget-failed', (event) => console.log(event.detail.message));

// React 19: attributes as in HTML, `on{event}` props with a typed event.
export function ProductPage({ code }: { code: string }) {
  const [added, setAdded] = useState(0);
  return (
    <main>
      <store-header home-href="/" />
      <store-add-to-cart
        product-code={code}
        quantity="2"
        onstore-cart-updated={(event) => setAdded(event.detail.entries.length)}
        onstore-widget-failed={(event) => console.error(event.detail.message)}
      />
      <store-error-page code={404} />
      <store-my-account show-title="true" />
      {/* A boolean attribute goes by presence, as in HTML. */}
      <store-my-account show-title />
      <store-cart checkout-href="/store/checkout" className="cart" />
      <p>{added}</p>
    </main>
  );
}

export function Mistakes() {
  return (
    <>
      {/* @ts-expect-error: quantity is written as text, as in HTML. */}
      <store-add-to-cart product-code="0158241926" quantity={2} />
      <store-add-to-cart
        product-code="0158241926"
        // @ts-expect-error: store-cart-updated's detail has no productCode (its entries do).
        onstore-cart-updated={(event) => console.log(event.detail.productCode)}
      />
      {/* @ts-expect-error: the error page's code is a number. */}
      <store-error-page code="not-a-code" />
    </>
  );
}
