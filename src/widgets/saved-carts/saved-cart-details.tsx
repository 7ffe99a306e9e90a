import { RetryAlert } from '../../ui/feedback/retry-alert';
import { useCallback, useId, useRef, useState } from 'react';
import { deleteCart, restoreSavedCart, saveCart } from '../../api/cart/cart-mutations';
import type { Cart } from '../../api/cart/cart.schema';
import { fetchCart } from '../../api/cart/get-cart';
import type { Translate } from '../../core/i18n/messages';
import { useTranslate } from '../../core/i18n/use-translate';
import { useSite } from '../../core/react/use-store';
import { AccountPage, type AccountPageStatus } from '../../ui/account-page/account-page';
import { useAccountPageGate } from '../../ui/account-page/use-account-page-gate';
import { safeHref } from '../../core/url/safe-href';
import { autoSaveName } from '../../rules/cart/cart-merge';
import { CartMergeHost } from '../../ui/cart/cart-merge-host';
import { entriesOfCart } from '../../ui/cart/cart-updated';
import { useCartAction } from '../../ui/cart/use-cart-action';
import { useSavedCart } from '../../api/cart/saved-carts';
import { ConfirmDeleteDialog } from '../../ui/confirm-delete-dialog';
import { storeRoutes } from '../../core/routes/routes';
import { listPath, resolveCartCode } from './saved-cart-path';
import { savedCartsMessages, type SavedCartsMessageKey } from './saved-carts.messages';
import { cartName, rememberDeleted, savedDate } from './saved-carts-common';

type DetailsState = 'loaded' | 'restored' | 'deleted';

export interface SavedCartDetailsProps {
  /** Default: the `{id}` of the details route in the page path. */
  cartId?: string;
  basePath?: string;
  cartHref?: string;
}

interface RestoreInput {
  code: string;
  name: string;
}

interface RestoreResult {
  cart: Cart;
  savedActive: string | null;
}

const byCode = (input: { code: string }) => input.code;

function Totals({ cart, t }: { cart: Cart; t: Translate<SavedCartsMessageKey> }) {
  return (
    <dl className="totals">
      <dt>{t('subtotal')}</dt>
      <dd>{cart.subTotal.formattedValue}</dd>
      {cart.totalDiscounts.value > 0 ? (
        <>
          <dt>{t('discounts')}</dt>
          <dd>−{cart.totalDiscounts.formattedValue}</dd>
        </>
      ) : null}
      <dt className="total">{t('total')}</dt>
      <dd className="total">{cart.totalPrice.formattedValue}</dd>
    </dl>
  );
}

function EntriesTable({ cart, t }: { cart: Cart; t: Translate<SavedCartsMessageKey> }) {
  return (
    <div className="table-scroll">
      <table className="account-table" part="table">
        <caption className="visually-hidden">{t('entriesCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columnProduct')}</th>
            <th scope="col">{t('columnProgram')}</th>
            <th scope="col" className="number">
              {t('columnQuantity')}
            </th>
            <th scope="col" className="number">
              {t('columnPrice')}
            </th>
          </tr>
        </thead>
        <tbody>
          {cart.entries.map((entry) => (
            <tr key={entry.entryNumber} part="item">
              <th scope="row">
                <span className="product-name">{entry.product.name}</span>
                <span className="product-code">{entry.product.code}</span>
              </th>
              <td>{entry.product.programName}</td>
              <td className="number">{entry.quantity}</td>
              <td className="number">{entry.totalPrice.formattedValue}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** <store-saved-cart-details>: one saved cart, to restore as the active cart or delete. */
export function SavedCartDetails({ cartId, basePath, cartHref }: SavedCartDetailsProps) {
  const t = useTranslate(savedCartsMessages);
  const site = useSite();
  const { locale } = site;
  const routes = storeRoutes(site);
  const pathname = globalThis.location?.pathname ?? '/';
  const code = resolveCartCode(cartId, globalThis.location?.href ?? '/', site.routes);
  const list = listPath(basePath, pathname, routes.account.savedCarts, !!site.routes?.savedCarts);
  const cartLink = safeHref(cartHref) ?? routes.cart;
  // The query reads the session's user: following the gate re-renders this when it changes.
  useAccountPageGate('savedCarts');
  const query = useSavedCart(code);
  const [confirming, setConfirming] = useState(false);
  const [deletedName, setDeletedName] = useState<string | null>(null);
  const hintId = useId();

  // One name per restore attempt and its retries, so a retried save is the same request.
  const restoreSeries = useRef<{ savedName: string; savedActive: boolean } | null>(null);
  const performRestore = useCallback(
    async (input: RestoreInput, requestId: string): Promise<RestoreResult> => {
      restoreSeries.current ??= { savedName: autoSaveName(), savedActive: false };
      const series = restoreSeries.current;
      // OCC makes the restored cart the session cart, so an active cart with items is saved first
      // (as Spartacus does), or it would drop out of sight.
      const active = await fetchCart({ userId: 'current', cartId: 'current' });
      if (active && active.entries.length > 0 && active.code !== input.code) {
        await saveCart(
          { userId: 'current', cartId: active.code },
          {
            name: series.savedName,
            description: t('autoSavedDescription', { name: input.name }),
          },
          `${requestId}:save-active`,
        );
        series.savedActive = true;
      }
      const cart = await restoreSavedCart(input.code, `${requestId}:restore`);
      restoreSeries.current = null;
      return { cart, savedActive: series.savedActive ? series.savedName : null };
    },
    [t],
  );
  const restore = useCartAction(performRestore, byCode, {
    action: 'restored',
    // Its lines come with the result.
    requested: () => [],
    changed: (result) => entriesOfCart(result.cart),
    message: () => t('restoreFailed'),
  });

  const performDelete = useCallback(async (input: { code: string }, requestId: string) => {
    await deleteCart({ userId: 'current', cartId: input.code }, requestId);
    return true;
  }, []);
  const remove = useCartAction(performDelete, byCode);

  const cart = query.data;
  const name = cart ? cartName(cart, t) : '';

  const confirmDelete = async () => {
    if (!cart) return;
    const done = await remove.run({ code: cart.code });
    if (!done) return;
    setDeletedName(name);
    setConfirming(false);
    rememberDeleted(name);
    globalThis.location.assign(list);
  };

  const closeConfirm = () => {
    if (remove.state.status === 'pending') return;
    setConfirming(false);
    remove.reset();
  };

  const restored = restore.state.status === 'done' ? restore.state.result : null;
  // Deleted and restored outlive the cart they were about.
  const readyState: DetailsState =
    deletedName !== null ? 'deleted' : restored ? 'restored' : 'loaded';
  let status: AccountPageStatus;
  if (readyState !== 'loaded' || cart) status = 'ready';
  else if (code === null || cart === null) status = 'not-found';
  else if (query.isError) status = 'error';
  else status = 'loading';

  const back = (
    <p className="back">
      <a href={list}>{t('backToList')}</a>
    </p>
  );

  let content = null;
  if (deletedName !== null) {
    content = (
      <p className="message" role="status">
        {t('deleted', { name: deletedName })}
      </p>
    );
  } else if (restored) {
    const restoredName = cartName(restored.cart, t);
    content = (
      <>
        <p className="status" role="status">
          {restored.savedActive
            ? t('restoredWithPrevious', { name: restoredName, previous: restored.savedActive })
            : t('restored', { name: restoredName })}
        </p>
        <p className="links">
          <a className="button-primary" href={cartLink}>
            {t('goToCart')}
          </a>
          <a href={list}>{t('backToList')}</a>
        </p>
      </>
    );
  } else if (cart) {
    const restoring = restore.state.status === 'pending';
    content = (
      <>
        {back}
        <h2 className="cart-name">{name}</h2>
        {cart.description ? <p className="description">{cart.description}</p> : null}
        <p className="saved-on">{t('savedOn', { date: savedDate(cart, locale) })}</p>
        <EntriesTable cart={cart} t={t} />
        <Totals cart={cart} t={t} />
        <div className="actions">
          <button
            type="button"
            className="button-primary"
            part="trigger"
            aria-describedby={hintId}
            aria-disabled={restoring || undefined}
            onClick={() => {
              if (!restoring) void restore.run({ code: cart.code, name });
            }}
          >
            {t('restore')}
          </button>
          <button
            type="button"
            className="button-secondary"
            part="trigger"
            onClick={() => setConfirming(true)}
          >
            {t('delete')}
          </button>
        </div>
        <p className="hint" id={hintId}>
          {t('restoreHint')}
        </p>
        <p className="progress" role="status">
          {restoring ? t('restoring') : ''}
        </p>
        {restore.state.status === 'failed' ? (
          <RetryAlert
            message={t('restoreFailed')}
            retryLabel={t('tryAgain')}
            onRetry={() => void restore.run({ code: cart.code, name })}
          />
        ) : null}
        <DeleteDialog
          open={confirming}
          name={name}
          status={remove.state.status}
          onConfirm={() => void confirmDelete()}
          onClose={closeConfirm}
          t={t}
        />
      </>
    );
  }

  return (
    <>
      <AccountPage
        page="savedCarts"
        className="saved-cart-details"
        status={status}
        readyState={readyState}
        texts={{
          signIn: t('signedOutCart'),
          loading: t('loadingCart'),
          notFound: t('notFound'),
          loadError: t('errorLoadCart'),
        }}
        back={{ href: list, label: t('backToList') }}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      >
        {content}
      </AccountPage>
      <CartMergeHost />
    </>
  );
}

interface DeleteDialogProps {
  open: boolean;
  name: string;
  status: 'idle' | 'pending' | 'done' | 'failed';
  onConfirm: () => void;
  onClose: () => void;
  t: Translate<SavedCartsMessageKey>;
}

function DeleteDialog({ open, name, status, onConfirm, onClose, t }: DeleteDialogProps) {
  return (
    <ConfirmDeleteDialog
      open={open}
      title={t('deleteTitle')}
      pending={status === 'pending'}
      failure={status === 'failed' ? t('deleteFailed') : undefined}
      labels={{
        confirm: t('confirmDelete'),
        tryAgain: t('tryAgain'),
        cancel: t('cancel'),
        progress: t('deleting'),
      }}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p className="dialog-text">{t('deleteText', { name })}</p>
    </ConfirmDeleteDialog>
  );
}
