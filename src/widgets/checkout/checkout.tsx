import { lazy, Suspense, useEffect, useState } from 'react';
import type { Order } from '../../api/orders/order.schema';
import { useTranslate } from '../../core/i18n/use-translate';
import { useCore } from '../../core/react/core-context';
import { PartBoundary } from '../../ui/lazy/lazy-part';
import { Skeleton } from '../../ui/feedback/skeleton';
import { useStartedSession } from '../../ui/session/use-started-session';
import { frame, Frame } from './checkout-frame';
import { checkoutMessages } from './flow/checkout.messages';
import { orderConfirmationComponent } from './payment/lazy-confirmation';
import { SignedInCheckout, SignInPrompt } from './lazy-signed-in-checkout';
import { useOrderedElsewhere } from './use-ordered-elsewhere';

/** Another tab's order of this cart: rare, so its code loads when it happens. */
const OrderedElsewhere = lazy(() =>
  import('./ordered-elsewhere').then((m) => ({ default: m.OrderedElsewhere })),
);

export interface CheckoutProps {
  /** The cart page to send the shopper back to (default: the route table's). */
  cartHref?: string;
}

/**
 * <store-checkout>: from the cart to payment and the confirmation (spec section 2). A visitor signs
 * in here; an empty or blocked cart goes back to the cart page, which says why.
 */
export function Checkout({ cartHref }: CheckoutProps) {
  const t = useTranslate(checkoutMessages);
  const core = useCore();
  const session = useStartedSession();
  const [placed, onPlaced] = useState<Order | null>(null);
  const orderedElsewhere = useOrderedElsewhere();
  // With a session to check, fetch the signed-in checkout beside the session's code, not after it;
  // a visitor's is fetched when they go for "Sign in".
  useEffect(() => {
    const { session: live } = core.store;
    if (live.loading || live.user) SignedInCheckout.prefetch();
  }, [core]);
  if (placed) {
    // The order consumed the cart: show its confirmation, whatever the cart says now.
    const OrderConfirmation = orderConfirmationComponent();
    return (
      <Frame view="placed">
        <Suspense fallback={<Skeleton label={t('loading')} rows={4} />}>
          <OrderConfirmation order={placed} justPlaced />
        </Suspense>
      </Frame>
    );
  }
  if (session.loading) {
    return (
      <Frame view="loading">
        <Skeleton label={t('loading')} rows={4} />
      </Frame>
    );
  }
  if (!session.user) {
    // Keyed apart from the signed-in checkout's boundary: after the sign-in, React must not keep
    // this prompt (hidden) beside the next part's fallback, as it does for a boundary it reuses.
    return (
      <PartBoundary
        key="signed-out"
        fallback={frame('loading', <Skeleton label={t('loading')} rows={4} />)}
        notice={(notice) => frame('error', notice)}
      >
        <Frame view="signed-out">
          <SignInPrompt onIntent={SignedInCheckout.prefetch} />
        </Frame>
      </PartBoundary>
    );
  }
  const checkout = (
    <PartBoundary
      key="signed-in"
      fallback={frame('loading', <Skeleton label={t('loading')} rows={4} />)}
      notice={(notice) => frame('error', notice)}
    >
      <SignedInCheckout userId={session.user.id} cartHref={cartHref} onPlaced={onPlaced} />
    </PartBoundary>
  );
  if (orderedElsewhere) {
    // Wait for its code: the checkout must not see the ordered cart as empty.
    return (
      <Suspense fallback={frame('loading', <Skeleton label={t('loading')} rows={4} />)}>
        <OrderedElsewhere
          userId={session.user.id}
          orderCode={orderedElsewhere}
          frame={frame}
          fallback={checkout}
        />
      </Suspense>
    );
  }
  return checkout;
}
