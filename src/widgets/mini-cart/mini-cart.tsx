import { useCallback, useContext, useId, useRef, useState } from 'react';
import type { Cart } from '../../api/cart/cart.schema';
import type { Translate } from '../../core/i18n/messages';
import { useTranslate } from '../../core/i18n/use-translate';
import { CartMergeHost } from '../../ui/cart/cart-merge-host';
import { useActiveCart, type ActiveCartState } from '../../ui/cart/use-active-cart';
import { miniCartMessages, type MiniCartMessageKey } from './mini-cart.messages';
import { lazyPart, PartBoundary } from '../../ui/lazy/lazy-part';
import { useWidgetCommands } from '../../core/element/widget-commands';
import { WidgetHostContext } from '../../core/element/widget-host-context';
import { useCore } from '../../core/react/core-context';
import type { AddLineInput } from '../../ui/cart/add-lines';

// The panel (and floating-ui) loads on first pointer or focus: the button is on every page.
const MiniCartPanel = lazyPart(
  () => import('./mini-cart-panel'),
  (m) => m.MiniCartPanel,
);
const prefetchPanel = MiniCartPanel.prefetch;

/** The root's `data-state` (the e2e tests read it). */
type MiniCartState = 'loading' | 'error' | 'empty' | 'filled';

/** Units, not lines, as the shopper counts what they are buying. */
export function cartCount(cart: Cart | null | undefined): number {
  return cart?.totalUnitCount ?? 0;
}

/** The button's accessible name, e.g. "Cart, 3 items, $123.00". */
export function cartLabel(state: ActiveCartState, t: Translate<MiniCartMessageKey>): string {
  if (state.status === 'loading') return t('cart');
  if (state.status === 'error' && !state.cart) return t('label.unavailable');
  return countText(state.cart, t, 'label');
}

function countText(
  cart: Cart | null,
  t: Translate<MiniCartMessageKey>,
  prefix: 'label' | 'announce',
): string {
  const count = cartCount(cart);
  if (!cart || count === 0) return t(`${prefix}.empty`);
  const subtotal = cart.subTotal.formattedValue;
  return count === 1 ? t(`${prefix}.one`, { subtotal }) : t(`${prefix}.other`, { count, subtotal });
}

function viewState(state: ActiveCartState): MiniCartState {
  if (state.status === 'loading') return 'loading';
  if (state.status === 'error' && !state.cart) return 'error';
  return cartCount(state.cart) > 0 ? 'filled' : 'empty';
}

/**
 * Announces count changes, never the first count (a page load is not news). Compared during render,
 * so the live region changes in the same render as the badge.
 */
function useCountAnnouncement(state: ActiveCartState, t: Translate<MiniCartMessageKey>): string {
  const known = state.status === 'loading' ? undefined : cartCount(state.cart);
  const [previous, setPrevious] = useState<number | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');
  if (known !== undefined && known !== previous) {
    setPrevious(known);
    if (previous !== undefined) setAnnouncement(countText(state.cart ?? null, t, 'announce'));
  }
  return announcement;
}

const CartIcon = (
  <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      d="M2.5 3.5h2.3l2.5 11a1.2 1.2 0 0 0 1.2.9h9a1.2 1.2 0 0 0 1.2-.9L20.8 7H5.9"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
    <circle cx="9" cy="19.5" r="1.6" fill="currentColor" />
    <circle cx="17.5" cy="19.5" r="1.6" fill="currentColor" />
  </svg>
);

/** The control focused on the page, inside open shadow roots too; none for `<body>` or `host`. */
function focusedOutside(host: HTMLElement | undefined): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  return host && (host === active || host.contains(active)) ? null : active;
}

/** <store-mini-cart>: the header's cart button (count and subtotal) and its panel. */
export function MiniCart() {
  const t = useTranslate(miniCartMessages);
  const state = useActiveCart();
  const [open, setOpen] = useState(false);
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const panelId = useId();
  const announcement = useCountAnnouncement(state, t);

  const host = useContext(WidgetHostContext);
  // Opened by `open()` from the page's own control (its "Basket" button): focus goes back there.
  const opener = useRef<HTMLElement | null>(null);

  const close = useCallback(
    (outsidePress: boolean) => {
      setOpen(false);
      // floating-ui returns focus on Escape, but a click on the background would leave it on <body>.
      if (outsidePress) {
        const back = opener.current?.isConnected ? opener.current : button;
        requestAnimationFrame(() => {
          const active = document.activeElement;
          if (!active || active === document.body) back?.focus();
        });
      }
    },
    [button],
  );

  const core = useCore();
  // The element's methods (mini-cart.element.ts). Adding loads its code only when called.
  useWidgetCommands({
    open: () => {
      if (!open) opener.current = focusedOutside(host?.element);
      prefetchPanel();
      setOpen(true);
    },
    close: () => setOpen(false),
    addLines: (lines: readonly AddLineInput[]) =>
      import('../../ui/cart/add-lines').then((m) =>
        m.addLines(core, lines, host ? { target: host.element, tag: host.tag } : {}),
      ),
  });

  const view = viewState(state);
  const count = cartCount(state.cart);

  return (
    <div className="mini-cart" part="base" data-state={view}>
      <button
        type="button"
        className="trigger"
        part="trigger"
        ref={setButton}
        aria-label={cartLabel(state, t)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          opener.current = null;
          setOpen((value) => !value);
        }}
        onPointerEnter={prefetchPanel}
        onFocus={prefetchPanel}
      >
        <span className="icon-wrap">
          {CartIcon}
          {count > 0 && (
            <span className="count" part="count">
              {count}
            </span>
          )}
        </span>
        <span className="text">
          {view === 'filled' ? state.cart?.subTotal.formattedValue : t('cart')}
        </span>
      </button>
      <span className="visually-hidden" role="status">
        {announcement}
      </span>
      {/* On almost every page: the sign-in cart merge starts here. */}
      <CartMergeHost />
      {open && button && (
        <PartBoundary fallback={null}>
          <MiniCartPanel
            id={panelId}
            reference={button}
            returnFocusTo={opener.current}
            state={state}
            t={t}
            onClose={close}
          />
        </PartBoundary>
      )}
    </div>
  );
}
