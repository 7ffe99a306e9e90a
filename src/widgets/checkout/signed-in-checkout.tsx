import { useEffect, useSyncExternalStore } from 'react';
import { isCartNotFound, type Cart } from '../../api/cart/cart.schema';
import type { CheckoutState } from '../../api/checkout/checkout.schema';
import { useCheckout } from '../../api/checkout/get-checkout';
import type { Order } from '../../api/orders/order.schema';
import { useTranslate } from '../../core/i18n/use-translate';
import { useSite } from '../../core/react/use-store';
import {
  CART_NOTICE_PARAM,
  storeRoutes,
  type CartNotice,
  type StoreRoutes,
} from '../../core/routes/routes';
import { safeHref } from '../../core/url/safe-href';
import { mergeSettling, subscribeMerge } from '../../ui/cart/cart-merge-state';
import { useActiveCart } from '../../ui/cart/use-active-cart';
import { useAnonymousGuid } from '../../ui/cart/use-cart-owner';
import { errorPageOf, useLeaveForErrorPage } from '../../ui/error-page/error-page-redirect';
import { Skeleton } from '../../ui/feedback/skeleton';
import { CheckoutFlow } from './checkout-flow';
import { isStepId, STEP_ORDER } from './flow/checkout-steps';
import { prefetchStep } from './lazy-steps';
import { requestedStep } from './use-step-navigation';
import { useCheckoutBlocked } from './use-checkout-blocked';
import { Frame } from './checkout-frame';
import { checkoutMessages } from './flow/checkout.messages';

/*
 * The signed-in checkout (a lazy part): the cart and checkout reads, the gates before the steps
 * (empty or blocked cart, refused read) and the steps themselves.
 */

type Gate =
  | { view: 'loading'; label: 'loading' | 'bringingCart' }
  | { view: 'redirecting'; notice: CartNotice }
  | { view: 'error' }
  /** Refused for good (a 4xx other than a missing cart): its error page. */
  | { view: 'leaving'; href: string }
  | { view: 'ready'; cart: Cart; state: CheckoutState };

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

export interface SignedInCheckoutProps {
  userId: string;
  cartHref: string | undefined;
  onPlaced: (order: Order) => void;
}

export function SignedInCheckout({ userId, cartHref, onPlaced }: SignedInCheckoutProps) {
  const t = useTranslate(checkoutMessages);
  const site = useSite();
  const active = useActiveCart();
  // Opened on a step (its address asks for one): fetch its code beside the reads, not after; else
  // the first step's, where most shoppers start. An address step or later: the address code too.
  useEffect(() => {
    const requested = requestedStep();
    const first = isStepId(requested) ? requested : STEP_ORDER[0];
    prefetchStep(first);
    if (STEP_ORDER.indexOf(first) > STEP_ORDER.indexOf('shipping-address'))
      prefetchStep('shipping-address');
  }, []);
  // Wait for the sign-in cart merge, or the checkout would find the cart empty and send them away.
  const guid = useAnonymousGuid();
  const merging = useSyncExternalStore(subscribeMerge, () => mergeSettling(guid));
  const checkout = useCheckout(merging ? undefined : userId);
  const routes = storeRoutes(site);

  const errorPage = checkout.isError ? errorPageOf(checkout.error, site) : undefined;
  let gate: Gate;
  const cart = active.cart;
  const blocked = useCheckoutBlocked(cart ?? undefined, site.locale);
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
  else if (blocked === 'loading') gate = { view: 'loading', label: 'loading' };
  else if (blocked) gate = { view: 'redirecting', notice: 'blocked' };
  else gate = { view: 'ready', cart, state: checkout.data };

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
