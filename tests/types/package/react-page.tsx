/** A React 19 integrator's page against the installed package's JSX typings (`./react`). */
import type {} from '@assessments/store-widgets/react';

export const page = (
  <store-quick-order onstore-widget-loaded={(event) => console.log(event.detail.tag)} />
);
// @ts-expect-error the product code is text
export const wrong = <store-add-to-cart product-code={42} />;
