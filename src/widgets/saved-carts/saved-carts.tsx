import { useState } from 'react';
import type { Cart } from '../../api/cart/cart.schema';
import { useSavedCarts } from '../../api/cart/saved-carts';
import type { Translate } from '../../core/i18n/messages';
import { useTranslate } from '../../core/i18n/use-translate';
import { useSite } from '../../core/react/use-store';
import { useStartedSession } from '../../ui/use-started-session';
import { CartMergeHost } from '../../ui/cart/cart-merge-host';
import { storeRoutes } from '../../core/routes/routes';
import { detailsPath, listPath } from './saved-cart-path';
import { savedCartsMessages, type SavedCartsMessageKey } from './saved-carts.messages';
import { cartName, LoadError, savedDate, takeDeleted } from './saved-carts-common';
import { Skeleton } from '../../ui/skeleton';

/** What the widget shows; the e2e tests read it from `data-state`. */
type SavedCartsState = 'loading' | 'signed-out' | 'loaded' | 'empty' | 'error';

export interface SavedCartsProps {
  /** The list page's path, under which the details pages live; default from the page address. */
  basePath?: string;
}

interface SavedCartsTableProps {
  carts: readonly Cart[];
  list: string;
  locale: string;
  t: Translate<SavedCartsMessageKey>;
}

function SavedCartsTable({ carts, list, locale, t }: SavedCartsTableProps) {
  return (
    <div className="table-scroll">
      <table className="saved-carts-table" part="table">
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
                <a href={detailsPath(list, cart.code)}>{cartName(cart, t)}</a>
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

/**
 * <store-saved-carts>: the signed-in shopper's saved carts (spec section 2, /saved-carts), newest
 * saved first, each linking to its details page. Hosts the old-cart merge dialog too.
 */
export function SavedCarts({ basePath }: SavedCartsProps) {
  const t = useTranslate(savedCartsMessages);
  const site = useSite();
  const { locale } = site;
  const session = useStartedSession();
  const query = useSavedCarts();
  const [deleted] = useState(takeDeleted);
  const list = listPath(
    basePath,
    globalThis.location?.pathname ?? '/',
    storeRoutes(site).account.savedCarts,
  );
  const signedOut = !session.loading && !session.user;
  const carts = query.data?.carts;

  const state: SavedCartsState = signedOut
    ? 'signed-out'
    : carts
      ? carts.length > 0
        ? 'loaded'
        : 'empty'
      : query.isError
        ? 'error'
        : 'loading';

  let content;
  if (session.loading) {
    content = <div className="placeholder" aria-hidden="true" />;
  } else if (signedOut) {
    content = <p className="message">{t('signedOut')}</p>;
  } else if (carts) {
    content =
      carts.length > 0 ? (
        <SavedCartsTable carts={carts} list={list} locale={locale} t={t} />
      ) : (
        <p className="message">{t('empty')}</p>
      );
  } else if (query.isError) {
    content = (
      <LoadError
        message={t('errorLoad')}
        retryLabel={t('tryAgain')}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    content = <Skeleton label={t('loading')} />;
  }

  return (
    <div className="saved-carts" part="base" data-state={state}>
      <p className="notice" role="status">
        {deleted && !signedOut ? t('deletedNotice', { name: deleted }) : ''}
      </p>
      {content}
      <CartMergeHost />
    </div>
  );
}
