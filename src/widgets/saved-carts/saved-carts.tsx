import { useState } from 'react';
import type { Cart } from '../../api/cart/cart.schema';
import { useSavedCarts } from '../../api/cart/saved-carts';
import type { Translate } from '../../core/i18n/messages';
import { useTranslate } from '../../core/i18n/use-translate';
import { useSite } from '../../core/react/use-store';
import { AccountPage, type AccountPageStatus } from '../../ui/account-page/account-page';
import { useAccountPageGate } from '../../ui/account-page/use-account-page-gate';
import { CartMergeHost } from '../../ui/cart/cart-merge-host';
import { storeRoutes } from '../../core/routes/routes';
import { detailsPath, listPath } from './saved-cart-path';
import { savedCartsMessages, type SavedCartsMessageKey } from './saved-carts.messages';
import { cartName, savedDate, takeDeleted } from './saved-carts-common';

export interface SavedCartsProps {
  /** The list page's path, under which the details pages live; default from the page address. */
  basePath?: string;
}

interface SavedCartsTableProps {
  carts: readonly Cart[];
  list: string;
  details: ((code: string) => string) | undefined;
  locale: string;
  t: Translate<SavedCartsMessageKey>;
}

function SavedCartsTable({ carts, list, details, locale, t }: SavedCartsTableProps) {
  return (
    <div className="table-scroll">
      <table className="account-table" part="table">
        <caption className="visually-hidden">{t('caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columnName')}</th>
            <th scope="col">{t('columnDescription')}</th>
            <th scope="col">{t('columnSaved')}</th>
            <th scope="col" className="number">
              {t('columnItems')}
            </th>
            <th scope="col" className="number">
              {t('columnTotal')}
            </th>
          </tr>
        </thead>
        <tbody>
          {carts.map((cart) => (
            <tr key={cart.code} part="item">
              <th scope="row">
                <a href={detailsPath(list, cart.code, details)}>{cartName(cart, t)}</a>
              </th>
              <td>{cart.description ?? ''}</td>
              <td>{savedDate(cart, locale)}</td>
              <td className="number">{cart.totalUnitCount}</td>
              <td className="number">{cart.totalPrice.formattedValue}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** <store-saved-carts>: saved carts, newest first; hosts the old-cart merge dialog. */
export function SavedCarts({ basePath }: SavedCartsProps) {
  const t = useTranslate(savedCartsMessages);
  const site = useSite();
  const { locale } = site;
  // The query reads the session's user: following the gate re-renders this when it changes.
  useAccountPageGate('savedCarts');
  const query = useSavedCarts();
  const [deleted] = useState(takeDeleted);
  const routes = storeRoutes(site).account;
  const list = listPath(
    basePath,
    globalThis.location?.pathname ?? '/',
    routes.savedCarts,
    !!site.routes?.savedCarts,
  );
  const details = !basePath && site.routes?.savedCartDetails ? routes.savedCartDetails : undefined;
  const carts = query.data?.carts;
  const status: AccountPageStatus = carts ? 'ready' : query.isError ? 'error' : 'loading';

  return (
    <>
      <AccountPage
        page="savedCarts"
        className="saved-carts"
        status={status}
        readyState={carts && carts.length > 0 ? 'loaded' : 'empty'}
        texts={{ signIn: t('signedOut'), loading: t('loading'), loadError: t('errorLoad') }}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        notice={
          <p className="status" role="status">
            {deleted ? t('deletedNotice', { name: deleted }) : ''}
          </p>
        }
      >
        {carts && carts.length > 0 ? (
          <SavedCartsTable carts={carts} list={list} details={details} locale={locale} t={t} />
        ) : (
          <p className="message">{t('empty')}</p>
        )}
      </AccountPage>
      <CartMergeHost />
    </>
  );
}
