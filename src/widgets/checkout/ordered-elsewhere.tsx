import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useOrder } from '../../api/orders/get-order';
import { getCore } from '../../core/core';
import { useTranslate } from '../../core/i18n/use-translate';
import { storeRoutes } from '../../core/routes/routes';
import { subscribeCartOrdered } from '../../ui/cart/cart-sync';
import { Skeleton } from '../../ui/skeleton';
import { checkoutMessages } from './checkout.messages';
import { LazyOrderConfirmation as OrderConfirmation } from './lazy-parts';

/**
 * The code of an order another tab placed from this cart since the checkout opened. Heard before
 * the cart refresh that the same message starts can answer (see subscribeCartOrdered), so the
 * checkout never mistakes the ordered cart for an empty one.
 */
export function useOrderedElsewhere(): string | null {
  const [code, setCode] = useState<string | null>(null);
  useEffect(() => subscribeCartOrdered(setCode), []);
  return code;
}

/**
 * The order another tab placed, in place of the checkout whose cart it consumed, at the order's
 * own address (replacing the checkout's: it has nothing left to do). Until it has loaded the
 * checkout waits; if it cannot be read (not this shopper's), the checkout goes on as before.
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
  const order = useOrder(userId, orderCode);
  const loaded = order.data;
  useEffect(() => {
    if (!loaded) return;
    const url = storeRoutes(getCore().store.site).orderConfirmation(loaded.code);
    globalThis.history.replaceState(null, '', url);
  }, [loaded]);

  if (order.isError) return fallback;
  if (!loaded) return frame('loading', <Skeleton label={t('loading')} rows={4} />);
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
