import { lazy, Suspense, useEffect, useState } from 'react';
import type { Order } from '../../api/orders/order.schema';
import { useTranslate } from '../../core/i18n/use-translate';
import { useCore } from '../../core/react/core-context';
import { PartBoundary } from '../../ui/lazy-part';
import { Skeleton } from '../../ui/skeleton';
import { useStartedSession } from '../../ui/use-started-session';
import { frame, Frame } from './checkout-frame';
import { checkoutMessages } from './checkout.messages';
import { SignInPrompt } from './sign-in-prompt';
import { orderConfirmationComponent } from './lazy-confirmation';
import { SignedInCheckout } from './lazy-signed-in-checkout';
import { useOrderedElsewhere } from './use-ordered-elsewhere';

/** Another tab's order of this cart: rare, so its code loads when it happens. */
const OrderedElsewhere = lazy(() =>
  import('./ordered-elsewhere').then((m) => ({ default: m.OrderedElsewhere })),
);

export interface CheckoutProps {
  /** The cart page the shopper is sent back to (default: the route table's `/cart`). */
  cartHref?: string;
}

/**
 * <store-checkout>: from the cart to payment and the confirmation (spec section 2, checkout
 * screens). A visitor is asked to sign in and stays here; an empty cart, or one that a rule keeps
 * from checkout, goes back to the cart page, which says why.
 */
export function Checkout({ cartHref }: CheckoutProps) {
  const t = useTranslate(checkoutMessages);
  const core = useCore();
  const session = useStartedSession();
  const [placed, onPlaced] = useState<Order | null>(null);
  const orderedElsewhere = useOrderedElsewhere();
  // The signed-in checkout is fetched while a page with a session to check checks it (the start
  // above has left it loading, with the session's code on its way), beside that code rather than
  // after it. An anonymous visitor's page is known signed out by now: nothing is fetched for them
  // until they go for "Sign in" (the prompt fetches it then).
  useEffect(() => {
    const { session: live } = core.store;
    if (live.loading || live.user) SignedInCheckout.prefetch();
  }, [core]);
  if (placed) {
    // The order consumed the cart: what follows is its confirmation, whatever the cart says now.
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
    return (
      <Frame view="signed-out">
        <SignInPrompt onIntent={SignedInCheckout.prefetch} />
      </Frame>
    );
  }
  const checkout = (
    <PartBoundary
      fallback={frame('loading', <Skeleton label={t('loading')} rows={4} />)}
      notice={(notice) => frame('error', notice)}
    >
      <SignedInCheckout userId={session.user.id} cartHref={cartHref} onPlaced={onPlaced} />
    </PartBoundary>
  );
  if (orderedElsewhere) {
    // Until its code has loaded the checkout waits (it must not see the ordered cart as empty).
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
