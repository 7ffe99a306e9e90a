import { useQueryClient } from '../../../core/queries/use-query';
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
 * What follows Place order (in the payment step's chunk, so the checkout's first load carries none
 * of it): the confirmation shows in place (no page load between the platform's
 * answer and the shopper reading it), at its own address (a reload there is
 * `<store-order-confirmation>`), the order is in the page's cache for it, the purchase goes to the
 * data layer once, and every cart widget here and in other tabs reads the (now empty) cart again.
 */
export function useOrderPlaced(show: (order: Order) => void): (order: Order) => void {
  const core = useCore();
  const queryClient = useQueryClient();
  const host = useContext(WidgetHostContext);
  return useCallback(
    (order: Order) => {
      const { store } = core;
      queryClient.setQueryData(
        orderQueryOptions(store.session.user?.id, order.code).queryKey,
        order,
      );
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
    [core, queryClient, host, show],
  );
}
