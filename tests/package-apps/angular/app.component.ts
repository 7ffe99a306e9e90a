/**
 * Angular: `[property]` and `[attr.…]` bindings, which Angular sets after it inserts the element
 * (in the same task), `(event)` bindings typed by the package's `GlobalEventHandlersEventMap`,
 * and `<store-add-to-cart>` inside an `@if` the page toggles off and on.
 */
import { Component, CUSTOM_ELEMENTS_SCHEMA, signal } from '@angular/core';
import type { StoreCartUpdatedEvent } from '@assessments/store-widgets';
import { PRODUCT_CODE, QUANTITY, hear } from '../harness';

@Component({
  selector: 'scratch-app',
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <main>
      <h1>Angular</h1>
      <button type="button" (click)="shown.set(!shown())">Show the add to cart</button>
      <store-quick-order
        (store-cart-updated)="hear($event)"
        (store-widget-loaded)="hear($event)"
        (store-widget-failed)="hear($event)"
      ></store-quick-order>
      @if (shown()) {
        <store-add-to-cart
          [productCode]="productCode"
          [attr.quantity]="quantity"
          (store-cart-updated)="onCartUpdated($event)"
          (store-widget-loaded)="hear($event)"
          (store-widget-failed)="hear($event)"
        ></store-add-to-cart>
      }
    </main>
  `,
})
export class AppComponent {
  readonly productCode = PRODUCT_CODE;
  readonly quantity = QUANTITY;
  readonly shown = signal(true);
  readonly hear = hear;

  onCartUpdated(event: StoreCartUpdatedEvent): void {
    hear(event);
  }
}
