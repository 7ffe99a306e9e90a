/** A React 18 integrator's page against the installed package's wrappers (`./react`). */
import { createRef } from 'react';
import { StoreAddToCart, StoreQuickOrder } from '@assessments/store-widgets/react';
import type { StoreAddToCartElement } from '@assessments/store-widgets/add-to-cart';

const ref = createRef<StoreAddToCartElement>();
export const page = (
  <>
    <StoreQuickOrder onStoreWidgetLoaded={(event) => console.log(event.detail.tag)} />
    <StoreAddToCart
      ref={ref}
      productCode="0158241926"
      quantity="2"
      className="product-add"
      onStoreCartUpdated={(event) => console.log(event.detail.entries[0]?.quantityAdded)}
    />
  </>
);
// @ts-expect-error the quantity is text, as its attribute
export const wrongQuantity = <StoreAddToCart quantity={2} />;
// @ts-expect-error the event's detail has no total
export const wrongDetail = <StoreAddToCart onStoreCartUpdated={(event) => event.detail.total} />;
// @ts-expect-error quick order has no product code
export const wrongProp = <StoreQuickOrder productCode="0158241926" />;
