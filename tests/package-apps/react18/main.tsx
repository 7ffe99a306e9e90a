/** React 18 with the package's wrappers: properties and `onStore…` handlers as props. */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { useRef } from 'react';
import { StoreAddToCart, StoreQuickOrder } from '@assessments/store-widgets/react';
import type { StoreAddToCartElement } from '@assessments/store-widgets';
import { PRODUCT_CODE, QUANTITY, hear, start } from '../harness';

function App() {
  const addToCart = useRef<StoreAddToCartElement>(null);
  return (
    <main>
      <h1>React 18</h1>
      <StoreQuickOrder
        onStoreCartUpdated={hear}
        onStoreWidgetLoaded={hear}
        onStoreWidgetFailed={hear}
      />
      <StoreAddToCart
        ref={addToCart}
        productCode={PRODUCT_CODE}
        quantity={QUANTITY}
        onStoreCartUpdated={(event) => hear(event)}
        onStoreWidgetLoaded={hear}
        onStoreWidgetFailed={hear}
      />
      <button type="button" onClick={() => window.heard.push(refTarget(addToCart.current))}>
        Check the ref
      </button>
    </main>
  );
}

/** What the forwarded ref holds: the element itself, with the property the wrapper set. */
function refTarget(element: StoreAddToCartElement | null) {
  return { type: 'ref', on: element?.localName ?? 'none', detail: element?.productCode };
}

await start(() => {
  // Rendered synchronously, so the app has rendered when `start` looks at the tags.
  flushSync(() => createRoot(document.getElementById('app')!).render(<App />));
});
