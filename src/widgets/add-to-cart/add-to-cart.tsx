import { useEffect } from 'react';
import { addEntries, type CartLine } from '../../api/cart/cart-mutations';
import { cartOwner } from '../../api/cart/cart-owner';
import { isCartError, type CartModification } from '../../api/cart/cart.schema';
import { cartQueryOptions } from '../../api/cart/get-cart';
import { cartMessages } from '../../rules/cart/cart.messages';
import { isApiError } from '../../api/http/api-error';
import { productQueryOptions } from '../../api/products/get-product';
import type { Product, PurchaseRestrictionReason } from '../../api/products/product.schema';
import { useTranslate } from '../../core/i18n/use-translate';
import { logError, logWarning } from '../../core/platform/log';
import { useCore } from '../../core/react/core-context';
import { useSite } from '../../core/react/use-store';
import { prefetchCartAnalytics, trackAdded } from '../../ui/cart/lazy-cart-analytics';
import { entriesOfModifications } from '../../ui/cart/cart-updated';
import { stockNotice } from '../../ui/cart/stock-notice';
import { useCartAction } from '../../ui/cart/use-cart-action';
import { useCartOwner } from '../../ui/cart/use-cart-owner';
import {
  productCodeOf,
  productCodeProblem,
  readProductCode,
  readQuantity,
} from './add-to-cart-attributes';
import { addToCartMessages } from './add-to-cart.messages';
import { useStartedSession } from '../../ui/session/use-started-session';
import { storeRoutes } from '../../core/routes/routes';
import { lazyPart, PartBoundary } from '../../ui/lazy/lazy-part';
import { usePageQuery } from '../../core/queries/use-page-query';

/**
 * An online training's add (its details dialog, a visitor's sign-in first): loaded when the product
 * turns out to be one, so the many other product pages never download it.
 */
const LazyTrainingAdd = lazyPart(
  () => import('./training-add'),
  (m) => m.TrainingAdd,
);

export interface AddToCartProps {
  /** Product code or ISBN-13 (required). */
  productCode?: string;
  /** How many to add; a whole number of 1 or more (default 1). */
  quantity?: string;
}

/** The root's `data-state` (the e2e tests read it). */
type AddToCartState =
  'unavailable' | 'blocked' | 'ready' | 'adding' | 'added' | 'refused' | 'failed';

const performAdd = (line: CartLine, requestId: string) =>
  // Read when the add runs: a retry after a first add created the cart uses it.
  addEntries(cartOwner(), [line], requestId);
const fingerprint = (line: CartLine) => `${line.code}\n${line.quantity}`;

/** A refusal a retry would get again. */
type Refusal =
  | PurchaseRestrictionReason
  | 'unknownProduct'
  | 'notBuyableOnline'
  | 'minOrderQuantity'
  | 'invalidQuantity'
  | 'other';

const REFUSALS = [
  'unknownProduct',
  'notBuyableOnline',
  'qualificationLevel',
  'accountType',
  'minOrderQuantity',
  'invalidQuantity',
] as const;

/** Undefined for a failure worth retrying. */
function refusalOf(error: unknown): Refusal | undefined {
  if (!isApiError(error) || error.kind !== 'http' || error.status !== 400) return undefined;
  return REFUSALS.find((key) => isCartError(error.info, key)) ?? 'other';
}

/** <store-add-to-cart>: one button, safe to click twice and to retry (useCartAction). */
export function AddToCart({
  productCode: codeAttribute,
  quantity: quantityAttribute,
}: AddToCartProps) {
  const t = useTranslate(addToCartMessages);
  const tc = useTranslate(cartMessages);
  const site = useSite();
  const core = useCore();
  const session = useStartedSession();
  const owner = useCartOwner();
  const productCode = productCodeOf(codeAttribute, site.routes);
  const attribute = readProductCode(productCode);
  const code = attribute.ok ? attribute.code : '';
  const { quantity: asked, problem: quantityProblem } = readQuantity(quantityAttribute);

  const lookup = usePageQuery({
    ...productQueryOptions(code, session.user?.id),
    enabled: attribute.ok && !session.loading,
    // Until the signed-in lookup answers, the visitor's still holds (a training stays one).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === code ? previous : undefined,
  });
  const product: Product | null | undefined = lookup.data;
  // The button waits for the product, else it could add a training without details or something
  // not allowed (a failed lookup leaves it to the platform).
  const productKnown = product !== undefined || lookup.isError;
  // Without a `quantity` attribute, a product sold in packs of at least N adds N, not a refused 1.
  const minimum = product?.minOrderQuantity ?? 1;
  const quantityGiven = quantityAttribute !== undefined && quantityAttribute.trim() !== '';
  const quantity = quantityGiven ? asked : Math.max(asked, minimum);
  const line: CartLine = { code, quantity };
  // A visitor may add anything; the qualification is checked once they sign in.
  const checkedLater =
    product && !session.loading && !session.user ? product.qualificationLevel : undefined;
  const action = useCartAction(performAdd, fingerprint, {
    action: 'added',
    requested: (asked) => [{ productCode: asked.code, quantity: asked.quantity }],
    changed: (modifications, asked) => entriesOfModifications(modifications, asked.code),
    // What the widget shows for it (below).
    message: (error) => {
      const refused = refusalOf(error);
      return refused ? refusalText(refused) : t('failed');
    },
  });
  const { state } = action;
  const refusal: Refusal | undefined =
    product?.restriction?.reason ??
    (product && !product.buyableOnline ? 'notBuyableOnline' : undefined) ??
    (state.status === 'failed' ? refusalOf(state.error) : undefined);
  // The level is on the cart; read only when a qualification message needs it.
  const cart = usePageQuery({
    ...cartQueryOptions(owner ?? { userId: 'anonymous', cartId: null }),
    enabled: owner !== undefined && refusal === 'qualificationLevel',
  }).data;

  const codeProblem = productCodeProblem(
    product === null ? { ok: false, reason: 'unknown' } : attribute,
    productCode,
    codeAttribute === undefined,
  );
  useEffect(() => {
    if (codeProblem) logError(codeProblem);
  }, [codeProblem]);
  useEffect(() => {
    if (quantityProblem) logWarning(quantityProblem);
  }, [quantityProblem]);

  if (codeProblem) {
    return (
      <div className="add-to-cart" part="base" data-state="unavailable">
        <p className="message" part="message">
          {t('unavailable')}
        </p>
      </div>
    );
  }

  const add = async () => {
    prefetchCartAnalytics();
    const modifications = await action.run(line);
    if (!modifications) return;
    void trackAdded(core, modifications, owner);
  };

  const stockText = (m: CartModification): string => {
    const notice = stockNotice(m, quantity);
    return notice ? tc(notice.key, notice.params) : '';
  };

  // A declaration: the add's failure message (above) reads it after the render.
  function refusalText(reason: Refusal): string {
    const needed = product?.qualificationLevel;
    switch (reason) {
      case 'unknownProduct':
        return tc('quickOrder.unknown');
      case 'notBuyableOnline':
        return tc('quickOrder.notBuyableOnline');
      case 'accountType':
        return tc('aimsweb.organisationOnly');
      case 'invalidQuantity':
        return tc('quantity.notPositive');
      case 'minOrderQuantity':
        return product
          ? tc('quantity.belowMinimum', { min: product.minOrderQuantity })
          : t('refused');
      case 'qualificationLevel':
        if (!needed) return t('refused');
        if (cart?.user.qualificationLevel) {
          return tc('qualification.insufficient', { needed, have: cart.user.qualificationLevel });
        }
        return cart ? tc('qualification.none', { needed }) : t('levelRequired', { needed });
      default:
        return t('refused');
    }
  }

  const blocked = refusal !== undefined && state.status !== 'failed';
  if (product?.training && !blocked) {
    return (
      <PartBoundary
        // While it loads: the button as it shows until the product is known, waiting.
        fallback={
          <div className="add-to-cart" part="base" data-state="ready">
            <button type="button" className="add" part="button" disabled>
              {t('add')}
            </button>
            <slot name="note" />
          </div>
        }
        notice={(notice) => (
          <div className="add-to-cart" part="base" data-state="unavailable">
            {notice}
          </div>
        )}
      >
        <LazyTrainingAdd
          product={product}
          signedIn={session.loading || Boolean(session.user)}
          ready={!session.loading && owner !== undefined}
        />
      </PartBoundary>
    );
  }
  const pending = state.status === 'pending';
  const view: AddToCartState = blocked
    ? 'blocked'
    : pending
      ? 'adding'
      : state.status === 'done'
        ? 'added'
        : state.status === 'failed'
          ? refusal
            ? 'refused'
            : 'failed'
          : 'ready';
  const done = state.status === 'done' ? state.result : [];
  const success = done
    .map((m) => [m.quantityAdded > 0 ? t('added') : '', stockText(m)].filter(Boolean).join(' '))
    .join(' ');

  return (
    <div className="add-to-cart" part="base" data-state={view}>
      <button
        type="button"
        className="add"
        part="button"
        disabled={blocked || owner === undefined || !productKnown}
        // Focusable while adding (disabled drops focus); `detail` ignores a double click's second.
        aria-disabled={pending || undefined}
        onClick={(event) => {
          if (event.detail > 1) return;
          void add();
        }}
      >
        {pending ? t('adding') : t('add')}
      </button>
      {/* The page's own note under the button (a slot: the page's markup, read in its place). */}
      <slot name="note" />
      <p className="message" part="message" role="status">
        {success}
      </p>
      {minimum > 1 && !refusal && (
        <p className="message note" part="message">
          {tc('quantity.belowMinimum', { min: minimum })}
        </p>
      )}
      {checkedLater && !refusal && (
        <p className="message note" part="message">
          {tc('qualification.checkedLater', { needed: checkedLater })}
        </p>
      )}
      {refusal && (
        // Known before any click, it is part of the page, not news: no alert.
        <p className="message problem" part="message" role={blocked ? undefined : 'alert'}>
          {refusalText(refusal)}{' '}
          {refusal === 'qualificationLevel' && (
            <a href={storeRoutes(site).account.qualifications}>{tc('qualification.updateLink')}</a>
          )}
        </p>
      )}
      {view === 'failed' && (
        <p className="message problem" part="message" role="alert">
          {t('failed')}{' '}
          <button type="button" className="retry" part="retry" onClick={() => void add()}>
            {t('tryAgain')}
          </button>
        </p>
      )}
    </div>
  );
}
