import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  offset,
  shift,
  size,
  useDismiss,
  useFloating,
  useInteractions,
} from '@floating-ui/react';
import { useId, useRef } from 'react';
import type { Cart } from '../../api/cart/cart.schema';
import type { Translate } from '../../core/i18n/messages';
import { useSite } from '../../core/react/use-store';
import type { ActiveCartState } from '../../ui/cart/use-active-cart';
import { ProductThumbnail } from '../../ui/product/product-thumbnail';
import { useComponentSheet } from '../../ui/styles/use-component-sheet';
import { WidgetPortal } from '../../ui/widget-portal';
import imagesCss from './mini-cart-images.css?inline';
import type { MiniCartMessageKey } from './mini-cart.messages';
import { storeRoutes } from '../../core/routes/routes';

/** The cart page (spec section 2: `/cart`, also the checkout index). */

interface MiniCartPanelProps {
  id: string;
  /** The panel is placed against it and focus returns to it, unless `returnFocusTo`. */
  reference: HTMLElement;
  /** The page's control that opened the panel through `open()`: focus returns there. */
  returnFocusTo?: HTMLElement | null;
  state: ActiveCartState;
  t: Translate<MiniCartMessageKey>;
  /** `outsidePress`: closed by a click or tap outside. */
  onClose: (outsidePress: boolean) => void;
}

function Entries({ cart, t }: { cart: Cart; t: Translate<MiniCartMessageKey> }) {
  const discounted = cart.totalDiscounts.value > 0;
  return (
    <>
      <ul className="entries">
        {cart.entries.map((entry) => (
          <li key={entry.entryNumber} className="entry" part="item">
            <ProductThumbnail images={entry.product.images} size={48} className="entry-image" />
            <span className="entry-name">{entry.product.name}</span>
            <span className="entry-quantity">{t('quantity', { quantity: entry.quantity })}</span>
            <span className="entry-price">{entry.totalPrice.formattedValue}</span>
          </li>
        ))}
      </ul>
      <dl className="totals">
        <div>
          <dt>{t('subtotal')}</dt>
          <dd>{cart.subTotal.formattedValue}</dd>
        </div>
        {discounted && (
          <div>
            <dt>{t('total')}</dt>
            <dd>{cart.totalPrice.formattedValue}</dd>
          </div>
        )}
      </dl>
      {/* The page's own note under the totals (a slot: the page's markup, read in its place). */}
      <slot name="totals-note" />
    </>
  );
}

function PanelBody({ state, t }: { state: ActiveCartState; t: Translate<MiniCartMessageKey> }) {
  if (state.status === 'loading') return <p role="status">{t('loading')}</p>;
  const cart = state.cart;
  if (state.status === 'error' && !cart) {
    return (
      <div className="panel-error">
        <p role="alert">{t('error')}</p>
        <button type="button" className="retry" onClick={state.retry}>
          {t('tryAgain')}
        </button>
      </div>
    );
  }
  if (!cart || cart.entries.length === 0) {
    // The page may put its own empty state in the `empty` slot; ours is the default.
    return (
      <slot name="empty">
        <p className="empty">{t('empty')}</p>
      </slot>
    );
  }
  return <Entries cart={cart} t={t} />;
}

/**
 * The mini-cart's non-modal dialog. Focus starts on its title, so a screen reader reads it from the
 * top, and returns to the button.
 */
export function MiniCartPanel({
  id,
  reference,
  returnFocusTo,
  state,
  t,
  onClose,
}: MiniCartPanelProps) {
  const site = useSite();
  useComponentSheet(imagesCss);
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement | null>(null);
  const { refs, floatingStyles, context } = useFloating({
    open: true,
    onOpenChange: (open, _event, reason) => {
      if (!open) onClose(reason === 'outside-press');
    },
    elements: { reference },
    placement: 'bottom-end',
    middleware: [
      offset(8),
      flip(),
      shift({ padding: 8 }),
      // A long cart scrolls inside the panel instead of running off the screen.
      size({
        padding: 8,
        apply({ availableHeight, elements }) {
          elements.floating.style.maxHeight = `${Math.max(160, availableHeight)}px`;
        },
      }),
    ],
    whileElementsMounted: autoUpdate,
  });
  const { getFloatingProps } = useInteractions([useDismiss(context)]);

  return (
    <WidgetPortal>
      <FloatingFocusManager
        context={context}
        modal={false}
        guards={false}
        initialFocus={titleRef}
        returnFocus={returnFocusTo ? { current: returnFocusTo } : true}
      >
        <div
          className="widget-root panel"
          part="panel"
          id={id}
          role="dialog"
          aria-labelledby={titleId}
          lang={site.locale}
          ref={refs.setFloating}
          style={floatingStyles}
          {...getFloatingProps()}
        >
          <h2 className="panel-title" id={titleId} tabIndex={-1} ref={titleRef}>
            {t('title')}
          </h2>
          <PanelBody state={state} t={t} />
          <a className="view-cart" part="link" href={storeRoutes(site).cart}>
            {t('viewCart')}
          </a>
        </div>
      </FloatingFocusManager>
    </WidgetPortal>
  );
}
