/** React 19 with the tags in JSX: its own custom element support and the package's JSX types. */
import type {} from '@assessments/store-widgets/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { PRODUCT_CODE, QUANTITY, hear, start } from '../harness';

function App() {
  return (
    <main>
      <h1>React 19</h1>
      <store-quick-order
        onstore-cart-updated={hear}
        onstore-widget-loaded={hear}
        onstore-widget-failed={hear}
      />
      <store-add-to-cart
        product-code={PRODUCT_CODE}
        quantity={QUANTITY}
        onstore-cart-updated={(event) => hear(event)}
        onstore-widget-loaded={hear}
        onstore-widget-failed={hear}
      />
    </main>
  );
}

await start(() => {
  flushSync(() => createRoot(document.getElementById('app')!).render(<App />));
});
