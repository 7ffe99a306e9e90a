import { Suspense, useEffect, type ReactNode } from 'react';
import { useOrder } from '../../api/orders/get-order';
import { useTranslate } from '../../core/i18n/use-translate';
import { useCore } from '../../core/react/core-context';
import { storeRoutes } from '../../core/routes/routes';
import { Skeleton } from '../../ui/feedback/skeleton';
import { checkoutMessages } from './flow/checkout.messages';
import { orderConfirmationComponent } from './payment/lazy-confirmation';

/**
 * The order another tab placed from this cart, at the order's own URL. If it cannot be read (not
 * this shopper's), the checkout goes on.
 */
export function OrderedElsewhere({
  userId,
  orderCode,
  frame,
  fallback,
}: {
  userId: string;
  orderCode: string;
  frame: (view: 'loading' | 'placed', children: ReactNode) => ReactNode;
  fallback: ReactNode;
}) {
  const t = useTranslate(checkoutMessages);
  const core = useCore();
  const order = useOrder(userId, orderCode);
  const loaded = order.data;
  useEffect(() => {
    if (!loaded) return;
    const url = storeRoutes(core.store.site).orderConfirmation(loaded.code);
    globalThis.history.replaceState(null, '', url);
  }, [core, loaded]);

  if (order.isError) return fallback;
  if (!loaded) return frame('loading', <Skeleton label={t('loading')} rows={4} />);
  const OrderConfirmation = orderConfirmationComponent();
  return frame(
    'placed',
    <>
      <p role="status" className="checkout-message">
        {t('orderedElsewhere')}
      </p>
      <Suspense fallback={<Skeleton label={t('loading')} rows={4} />}>
        <OrderConfirmation order={loaded} />
      </Suspense>
    </>,
  );
}
