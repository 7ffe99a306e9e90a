import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { CartOwner } from '../../api/cart/cart-owner';
import type { Cart } from '../../api/cart/cart.schema';
import { cartMessages } from '../../rules/cart/cart.messages';
import { useTranslate } from '../../core/i18n/use-translate';
import { useFlag, useSite } from '../../core/react/use-store';
import { safeHref } from '../../core/url/safe-href';
import { trackCartView } from '../../ui/cart/lazy-cart-analytics';
import { CartMergeHost } from '../../ui/cart/cart-merge-host';
import { CartTotals, cartShippingInput } from '../../ui/cart/cart-totals';
import { shippingNoteMessages } from '../../rules/cart/shipping-notes';
import { PromotionCodes } from '../../ui/cart/promotion-codes';
import { useActiveCart } from '../../ui/cart/use-active-cart';
import { CartEntryRow } from './cart-entry-row';
import {
  checkoutRules,
  mutationRef,
  orphanStockNotices,
  rulesMessage,
  stockMessage,
  type PageMessage,
} from './cart-page-rules';
import { cartPageMessages, type CartPageMessageKey } from './cart.messages';
import { Skeleton } from '../../ui/feedback/skeleton';
import { useStartedSession } from '../../ui/session/use-started-session';
import { thisPageReturnTo } from '../../core/routes/return-to';
import { cartNoticeOf, storeRoutes, type CartNotice } from '../../core/routes/routes';
import { focusOutcome } from '../../ui/focus/focus-outcome';
import { lazyPart, PartBoundary } from '../../ui/lazy/lazy-part';

// The dialogs (and react-hook-form) load when a signed-in shopper reaches for them.
const SaveCartDialog = lazyPart(
  () => import('./save-cart-dialog'),
  (m) => m.default,
);
const prefetchSaveDialog = SaveCartDialog.prefetch;
const CreateQuoteFlow = lazyPart(
  () => import('./create-quote-flow'),
  (m) => m.default,
);
const prefetchQuoteFlow = CreateQuoteFlow.prefetch;

export interface CartPageProps {
  /** Where "Continue to checkout" goes (default `/store/checkout`). */
  checkoutHref?: string;
  /** The quick order page the empty cart links to (default `{store base}/quickOrder`). */
  quickOrderHref?: string;
  /** The saved carts page linked after a save (default `/saved-carts`). */
  savedCartsHref?: string;
}

/** The notice the checkout asked for (`/cart?checkout=…`). */
const NOTICE_TEXT: Readonly<Record<CartNotice, CartPageMessageKey>> = {
  empty: 'checkoutNoticeEmpty',
  blocked: 'checkoutNoticeBlocked',
};

/** Read once; the query is untrusted, only known values count. */
const noticeOfPage = (): CartNotice | undefined => cartNoticeOf(globalThis.location?.search ?? '');

/** What the widget shows; the e2e tests read it from `data-state`. */
type CartPageState = 'loading' | 'empty' | 'loaded' | 'error';

function useSay() {
  const t = useTranslate(cartPageMessages);
  const tr = useTranslate(cartMessages);
  return useCallback(
    (message: PageMessage) =>
      message.catalog === 'page' ? t(message.key, message.params) : tr(message.key, message.params),
    [t, tr],
  );
}

/** <store-cart>: the cart page, which is also the checkout index (spec section 2). */
export function CartPage({ checkoutHref, quickOrderHref, savedCartsHref }: CartPageProps) {
  const say = useSay();
  const site = useSite();
  const active = useActiveCart();
  const [announcement, setAnnouncement] = useState('');
  const [savedCart, setSavedCart] = useState<Cart | null>(null);
  const savedRef = useRef<HTMLDivElement>(null);
  const [notice] = useState(noticeOfPage);
  const [noticeShown, setNoticeShown] = useState(false);

  const cart = active.cart ?? null;
  const hasEntries = cart !== null && cart.entries.length > 0;

  // The notice fills its live region once the cart shows: an empty region first gets it announced.
  const cartShown = active.status !== 'loading';
  useEffect(() => {
    if (notice && cartShown) setNoticeShown(true);
  }, [notice, cartShown]);

  // One view_cart per page view, when the cart first shows entries.
  const viewTracked = useRef(false);
  useEffect(() => {
    if (viewTracked.current || !cart || cart.entries.length === 0) return;
    viewTracked.current = true;
    trackCartView(cart);
  }, [cart]);

  useEffect(() => {
    if (savedCart) focusOutcome(savedRef.current);
  }, [savedCart]);

  const announce = useCallback((text: string) => {
    setSavedCart(null);
    setAnnouncement(text);
  }, []);

  const onSaved = useCallback((saved: Cart) => {
    setAnnouncement('');
    setSavedCart(saved);
  }, []);

  const routes = storeRoutes(site);
  const quickOrder = safeHref(quickOrderHref) ?? routes.quickOrder;
  const savedCarts = safeHref(savedCartsHref) ?? routes.account.savedCarts;
  const checkout = safeHref(checkoutHref) ?? routes.checkout;

  let state: CartPageState;
  let content;
  if (active.status === 'loading') {
    state = 'loading';
    content = <Skeleton label={say({ catalog: 'page', key: 'loading' })} rows={3} shortLast />;
  } else if (active.status === 'error' && !hasEntries) {
    state = 'error';
    content = (
      <div className="load-error">
        <p className="message" role="alert">
          {say({ catalog: 'page', key: 'loadFailed' })}
        </p>
        <button type="button" className="button-primary" part="trigger" onClick={active.retry}>
          {say({ catalog: 'page', key: 'tryAgain' })}
        </button>
      </div>
    );
  } else if (!hasEntries) {
    state = 'empty';
    // The page may put its own empty state in the `empty` slot; ours is the default.
    content = (
      <slot name="empty">
        <div className="empty">
          <p className="message">{say({ catalog: 'page', key: 'empty' })}</p>
          <p>
            {say({ catalog: 'page', key: 'emptyHint' })}{' '}
            <a href={quickOrder}>{say({ catalog: 'page', key: 'quickOrder' })}</a>
          </p>
        </div>
      </slot>
    );
  } else {
    state = 'loaded';
    content = (
      <>
        {active.status === 'error' && (
          <div className="load-error" role="alert">
            <p className="message">{say({ catalog: 'page', key: 'refreshFailed' })}</p>
            <button type="button" className="button-secondary" onClick={active.retry}>
              {say({ catalog: 'page', key: 'tryAgain' })}
            </button>
          </div>
        )}
        <CartContents
          cart={cart}
          owner={active.owner}
          say={say}
          announce={announce}
          onSaved={onSaved}
          checkoutHref={checkout}
        />
      </>
    );
  }

  return (
    <div
      className="cart-page"
      part="base"
      data-state={state}
      aria-busy={active.status === 'ready' && active.refreshing}
    >
      {notice && (
        <div className="checkout-notice" role="status">
          {noticeShown && <p>{say({ catalog: 'page', key: NOTICE_TEXT[notice] })}</p>}
        </div>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {savedCart && (
        <div ref={savedRef} className="saved-notice" role="status" tabIndex={-1}>
          <p>
            {say({
              catalog: 'page',
              key: 'saved',
              params: { name: savedCart.name ?? '' },
            })}{' '}
            <a href={savedCarts}>{say({ catalog: 'page', key: 'viewSavedCarts' })}</a>
          </p>
        </div>
      )}
      {content}
      {/* The cart merge after a sign-in here (one host per page acts). */}
      <CartMergeHost />
    </div>
  );
}

interface CartContentsProps {
  cart: Cart;
  owner: CartOwner;
  say: (message: PageMessage) => string;
  announce: (text: string) => void;
  onSaved: (saved: Cart) => void;
  checkoutHref: string;
}

function CartContents({ cart, owner, say, announce, onSaved, checkoutHref }: CartContentsProps) {
  const ids = useId();
  const site = useSite();
  const session = useStartedSession();
  const uapFlag = useFlag('upc');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [pendingCodes, setPendingCodes] = useState<ReadonlySet<string>>(new Set());
  const [saving, setSaving] = useState(false);
  const [saveLoaded, setSaveLoaded] = useState(false);
  const [quoting, setQuoting] = useState(false);
  const [quoteLoaded, setQuoteLoaded] = useState(false);

  // One reference per cart, so the rows' actions keep their identity between refreshes.
  const { userId } = owner;
  const { guid } = cart;
  const cartRef = useMemo(() => mutationRef(userId, guid), [userId, guid]);

  const onPendingChange = useCallback((code: string, pending: boolean) => {
    setPendingCodes((old) => {
      if (old.has(code) === pending) return old;
      const next = new Set(old);
      if (pending) next.add(code);
      else next.delete(code);
      return next;
    });
  }, []);
  // The removed row is gone: the list's heading keeps the keyboard in place.
  const onRemoved = useCallback(() => headingRef.current?.focus(), []);

  const rules = checkoutRules(cart, {
    locale: site.locale,
    quantitiesPending: pendingCodes.size > 0,
  });
  const orphans = orphanStockNotices(cart);
  const blocked = rules.blockers.length > 0;
  const reasonsId = `${ids}-blockers`;
  const count = cart.entries.length;

  const closeSave = useCallback(() => setSaving(false), []);
  const closeQuote = useCallback(() => setQuoting(false), []);
  const saved = useCallback(
    (result: Cart) => {
      setSaving(false);
      onSaved(result);
    },
    [onSaved],
  );

  return (
    <div className="cart-layout">
      <section className="items" aria-labelledby={`${ids}-items`}>
        <h2 id={`${ids}-items`} ref={headingRef} tabIndex={-1} className="section-heading">
          {say({ catalog: 'page', key: 'itemsHeading' })}{' '}
          <span className="item-count">
            (
            {count === 1
              ? say({ catalog: 'page', key: 'itemCountOne' })
              : say({ catalog: 'page', key: 'itemCount', params: { count } })}
            )
          </span>
        </h2>
        {orphans.length > 0 && (
          <ul className="stock-notices">
            {orphans.map((notice) => (
              <li key={notice.productCode}>
                {say({
                  catalog: 'page',
                  key: 'stockNoticeProduct',
                  params: { code: notice.productCode },
                })}{' '}
                {say(rulesMessage(stockMessage(notice)))}
              </li>
            ))}
          </ul>
        )}
        <ul className="entries">
          {cart.entries.map((entry) => (
            <CartEntryRow
              key={entry.product.code}
              entry={entry}
              cart={cart}
              cartRef={cartRef}
              say={say}
              announce={announce}
              onPendingChange={onPendingChange}
              onRemoved={onRemoved}
            />
          ))}
        </ul>
      </section>
      <div className="summary">
        <PromotionCodes cart={cart} cartRef={cartRef} announce={announce} />
        {uapFlag && cart.uapStatus === 'UAP_EXPIRED' && (
          <p className="notice">{say({ catalog: 'page', key: 'uapExpired' })}</p>
        )}
        <CartTotals
          cart={cart}
          notes={shippingNoteMessages(cartShippingInput(cart, site.locale)).map((note) =>
            say(rulesMessage(note)),
          )}
        />
        {/* The page's own note under the totals (a slot: the page's markup, read in its place). */}
        <slot name="totals-note" />
        <div className="checkout">
          {blocked && (
            <div id={reasonsId} className="checkout-blockers">
              <p>{say({ catalog: 'page', key: 'checkoutBlocked' })}</p>
              <ul>
                {rules.blockers.map((message) => (
                  <li key={message.key}>{say(message)}</li>
                ))}
              </ul>
            </div>
          )}
          {rules.notices.map((message) => (
            <p key={message.key} className="notice">
              {say(message)}
            </p>
          ))}
          {blocked ? (
            <button
              type="button"
              className="button-primary checkout-button"
              part="checkout"
              aria-disabled="true"
              aria-describedby={reasonsId}
            >
              {say({ catalog: 'page', key: 'checkout' })}
            </button>
          ) : (
            <a className="button-primary checkout-button" part="checkout" href={checkoutHref}>
              {say({ catalog: 'page', key: 'checkout' })}
            </a>
          )}
        </div>
        <div className="save">
          {session.user ? (
            <button
              type="button"
              className="button-secondary"
              onPointerEnter={prefetchSaveDialog}
              onFocus={prefetchSaveDialog}
              onClick={() => {
                setSaveLoaded(true);
                setSaving(true);
              }}
            >
              {say({ catalog: 'page', key: 'saveCart' })}
            </button>
          ) : (
            <p className="save-hint">{say({ catalog: 'page', key: 'signInToSave' })}</p>
          )}
        </div>
        {/* Quotes are the signed-in shopper's: a visitor signs in on the login page and comes back. */}
        {!session.loading && (
          <div className="quote">
            {session.user ? (
              <button
                type="button"
                className="button-secondary create-quote-button"
                onPointerEnter={prefetchQuoteFlow}
                onFocus={prefetchQuoteFlow}
                onClick={() => {
                  setQuoteLoaded(true);
                  setQuoting(true);
                }}
              >
                {say({ catalog: 'page', key: 'createQuote' })}
              </button>
            ) : (
              <a href={storeRoutes(site).login({ returnTo: thisPageReturnTo() })}>
                {say({ catalog: 'page', key: 'signInToQuote' })}
              </a>
            )}
          </div>
        )}
      </div>
      {saveLoaded && (
        <PartBoundary fallback={null}>
          <SaveCartDialog
            open={saving}
            cartRef={cartRef}
            say={say}
            onClose={closeSave}
            onSaved={saved}
          />
        </PartBoundary>
      )}
      {quoteLoaded && session.user && (
        <PartBoundary fallback={null}>
          <CreateQuoteFlow
            open={quoting}
            userId={session.user.id}
            checkoutHref={checkoutHref}
            onClose={closeQuote}
          />
        </PartBoundary>
      )}
    </div>
  );
}
