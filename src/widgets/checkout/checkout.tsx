import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Order } from '../../api/orders/order.schema';
import { isCartNotFound, type Cart } from '../../api/cart/cart.schema';
import type { CheckoutState } from '../../api/checkout/checkout.schema';
import { useCheckout } from '../../api/checkout/get-checkout';
import { useTranslate } from '../../core/i18n/use-translate';
import { useSite } from '../../core/react/use-store';
import {
  CART_NOTICE_PARAM,
  storeRoutes,
  type CartNotice,
  type StoreRoutes,
} from '../../core/routes/routes';
import { safeHref } from '../../core/url/safe-href';
import { checkoutBlockers } from '../../rules/cart/checkout-blockers';
import { mergeSettling, subscribeMerge } from '../../ui/cart/cart-merge';
import { CartMergeHost } from '../../ui/cart/cart-merge-host';
import { useActiveCart } from '../../ui/cart/use-active-cart';
import { useAnonymousGuid } from '../../ui/cart/use-cart-owner';
import { Skeleton } from '../../ui/skeleton';
import { errorPageOf, useLeaveForErrorPage } from '../../ui/error-page-redirect';
import { useStartedSession } from '../../ui/use-started-session';
import { CheckoutFlow } from './checkout-flow';
import { checkoutMessages } from './checkout.messages';
import { SignInPrompt } from './sign-in-prompt';
import { orderConfirmationComponent } from './lazy-confirmation';
import { useOrderedElsewhere } from './use-ordered-elsewhere';

/** Another tab's order of this cart: rare, so its code loads when it happens. */
const OrderedElsewhere = lazy(() =>
  import('./ordered-elsewhere').then((m) => ({ default: m.OrderedElsewhere })),
);

const frame = (view: CheckoutView, children: ReactNode) => <Frame view={view}>{children}</Frame>;

export interface CheckoutProps {
  /** The cart page the shopper is sent back to (default: the route table's `/cart`). */
  cartHref?: string;
}

/** What the widget shows; e2e tests and the bench read it from `data-state`. */
type CheckoutView = 'loading' | 'signed-out' | 'redirecting' | 'error' | 'ready' | 'placed';

function Frame({ view, children }: { view: CheckoutView; children: ReactNode }) {
  return (
    <div className="checkout" part="base" data-state={view}>
      {children}
      {/* A visitor who signs in here brings their cart (the old-cart merge; one host per page acts). */}
      <CartMergeHost />
    </div>
  );
}

/**
 * <store-checkout>: from the cart to payment and the confirmation (spec section 2, checkout
 * screens). A visitor is asked to sign in and stays here; an empty cart, or one that a rule keeps
 * from checkout, goes back to the cart page, which says why.
 */
export function Checkout({ cartHref }: CheckoutProps) {
  const t = useTranslate(checkoutMessages);
  const session = useStartedSession();
  const [placed, onPlaced] = useState<Order | null>(null);
  const orderedElsewhere = useOrderedElsewhere();
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
        <SignInPrompt />
      </Frame>
    );
  }
  const checkout = (
    <SignedInCheckout userId={session.user.id} cartHref={cartHref} onPlaced={onPlaced} />
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

type Gate =
  | { view: 'loading'; label: 'loading' | 'bringingCart' }
  | { view: 'redirecting'; notice: CartNotice }
  | { view: 'error' }
  /** The platform refused the checkout for good (a 4xx but a missing cart): its error page. */
  | { view: 'leaving'; href: string }
  | { view: 'ready'; cart: Cart; state: CheckoutState };

/** The cart page with the checkout's notice: the route table's, or the author's `cart-href`. */
function cartNoticeUrl(
  cartHref: string | undefined,
  routes: StoreRoutes,
  notice: CartNotice,
): string {
  const custom = safeHref(cartHref);
  if (!custom) return routes.cartWithNotice(notice);
  const url = new URL(custom, globalThis.location.href);
  url.searchParams.set(CART_NOTICE_PARAM, notice);
  return url.origin === globalThis.location.origin
    ? `${url.pathname}${url.search}${url.hash}`
    : url.href;
}

function SignedInCheckout({
  userId,
  cartHref,
  onPlaced,
}: {
  userId: string;
  cartHref: string | undefined;
  onPlaced: (order: Order) => void;
}) {
  const t = useTranslate(checkoutMessages);
  const site = useSite();
  const active = useActiveCart();
  // A visitor's cart still joining the shopper's (the merge at sign-in): wait until it has and the
  // cart is read again, or the checkout would find the shopper's cart empty and send them away.
  const guid = useAnonymousGuid();
  const merging = useSyncExternalStore(subscribeMerge, () => mergeSettling(guid));
  // Read once the cart is settled: before that it would be the cart from before the merge.
  const checkout = useCheckout(merging ? undefined : userId);
  const routes = storeRoutes(site);

  // A checkout read the platform refuses for good (not a missing cart) has its error page.
  const errorPage = checkout.isError ? errorPageOf(checkout.error, site) : undefined;
  let gate: Gate;
  const cart = active.cart;
  if (merging) gate = { view: 'loading', label: 'bringingCart' };
  else if (active.status === 'loading' || checkout.isPending)
    gate = { view: 'loading', label: 'loading' };
  else if (
    (active.status !== 'error' && (!cart || cart.entries.length === 0)) ||
    (checkout.isError && isCartNotFound(checkout.error))
  ) {
    gate = { view: 'redirecting', notice: 'empty' };
  } else if (errorPage) {
    gate = { view: 'leaving', href: errorPage };
  } else if (!cart || active.status === 'error' || !checkout.data) gate = { view: 'error' };
  else if (checkoutBlockers(cart, { locale: site.locale }).blockers.length > 0) {
    gate = { view: 'redirecting', notice: 'blocked' };
  } else gate = { view: 'ready', cart, state: checkout.data };

  const redirectTo =
    gate.view === 'redirecting' ? cartNoticeUrl(cartHref, routes, gate.notice) : undefined;
  useEffect(() => {
    if (redirectTo) globalThis.location.replace(redirectTo);
  }, [redirectTo]);
  useLeaveForErrorPage(gate.view === 'leaving' ? gate.href : undefined);

  if (gate.view === 'loading') {
    return (
      <Frame view="loading">
        <Skeleton label={t(gate.label)} rows={4} />
      </Frame>
    );
  }
  if (gate.view === 'redirecting') {
    return (
      <Frame view="redirecting">
        <p role="status" className="checkout-message">
          {t(gate.notice === 'empty' ? 'redirectEmpty' : 'redirectBlocked')}{' '}
          <a href={redirectTo}>{t('goToCart')}</a>
        </p>
      </Frame>
    );
  }
  if (gate.view === 'leaving') {
    return (
      <Frame view="redirecting">
        <p role="status" className="checkout-message">
          {t('leavingForError')} <a href={gate.href}>{t('continue')}</a>
        </p>
      </Frame>
    );
  }
  if (gate.view === 'error') {
    return (
      <Frame view="error">
        <div className="load-error">
          <p className="checkout-message" role="alert">
            {t('loadFailed')}
          </p>
          <button
            type="button"
            className="button-primary"
            part="trigger"
            onClick={() => {
              if (active.status === 'error') active.retry();
              if (checkout.isError) void checkout.refetch();
            }}
          >
            {t('tryAgain')}
          </button>
        </div>
      </Frame>
    );
  }
  return (
    <Frame view="ready">
      <CheckoutFlow cart={gate.cart} checkout={gate.state} userId={userId} onPlaced={onPlaced} />
    </Frame>
  );
}
