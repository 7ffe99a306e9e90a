import { useCallback, useContext } from 'react';
import { orderQueryOptions } from '../../../api/orders/get-order';
import type { Order } from '../../../api/orders/order.schema';
import { WidgetHostContext } from '../../../core/element/widget-host-context';
import { emit } from '../../../core/events/events';
import { useCore } from '../../../core/react/core-context';
import { storeRoutes } from '../../../core/routes/routes';
import { announceCartChange } from '../../../ui/cart/cart-sync';
import { trackPurchase } from '../../../ui/order/track-purchase';

/**
 * After Place order: the confirmation shows in place at its own URL, the purchase is tracked once,
 * and every cart widget, here and in other tabs, reads the now empty cart.
 */
export function useOrderPlaced(show: (order: Order) => void): (order: Order) => void {
  const core = useCore();
  const host = useContext(WidgetHostContext);
  return useCallback(
    (order: Order) => {
      const { store } = core;
      // The confirmation shown in place reads the order from the cache, not the server again.
      void core.queries.fetch({
        ...orderQueryOptions(store.session.user?.id, order.code),
        initialData: order,
      });
      show(order);
      globalThis.history.pushState(null, '', storeRoutes(store.site).orderConfirmation(order.code));
      trackPurchase(order);
      if (host)
        emit(host.element, 'store-order-placed', {
          orderCode: order.code,
          // A new order is confirmed or on hold; shipping and the rest come later.
          status: order.status === 'ON_HOLD' ? 'ON_HOLD' : 'CONFIRMED',
        });
      void announceCartChange(core.queries, order.code);
    },
    [core, host, show],
  );
}
