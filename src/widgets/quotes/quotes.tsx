import { useEffect, useRef } from 'react';
import { useQuotes } from '../../api/quotes/get-quotes';
import { useTranslate } from '../../core/i18n/use-translate';
import { useSite } from '../../core/react/use-store';
import { storeRoutes } from '../../core/routes/routes';
import { AccountPage, type AccountPageStatus } from '../../ui/account-page/account-page';
import { useAccountPageGate } from '../../ui/account-page/use-account-page-gate';
import { ListPager } from '../../ui/list-pager';
import { QuotesTable } from './quotes-table';
import { quotesListMessages } from './quotes-list.messages';
import { quotesMessages } from './quotes.messages';
import { useListPage } from './use-list-page';
import { focusOutcome } from '../../ui/focus/focus-outcome';

/** <store-quotes>: the shopper's quotes, paged, with the page in the address. */
export function Quotes() {
  const t = useTranslate(quotesListMessages);
  const states = useTranslate(quotesMessages);
  const site = useSite();
  const routes = storeRoutes(site);
  const { gate, session } = useAccountPageGate('quotes');
  const { page, goTo } = useListPage();
  const query = useQuotes(gate === 'open' ? session.user?.id : undefined, { page });
  const summaryRef = useRef<HTMLParagraphElement>(null);
  // After a page change the summary line takes the focus: the pressed link may be gone.
  const focusPending = useRef(false);

  const list = query.data;
  const shownPage = list?.pagination.currentPage;
  // A page past the end (old bookmark, typed `?page=`): show the last page, in place.
  const pastEnd =
    list !== undefined &&
    !query.isPlaceholderData &&
    list.quotes.length === 0 &&
    list.pagination.totalPages > 0;
  useEffect(() => {
    if (!pastEnd || !list) return;
    const last = list.pagination.totalPages - 1;
    goTo(last, routes.account.quotesPage(last + 1), true);
  }, [pastEnd, list, goTo, routes.account]);
  useEffect(() => {
    if (focusPending.current && shownPage === page && !query.isPlaceholderData) {
      focusPending.current = false;
      focusOutcome(summaryRef.current);
    }
  }, [shownPage, page, query.isPlaceholderData]);

  let status: AccountPageStatus;
  if (query.isError && (!list || query.isPlaceholderData)) status = 'error';
  else if (list && !pastEnd) status = 'ready';
  else status = 'loading';

  return (
    <AccountPage
      page="quotes"
      className="quotes"
      status={status}
      readyState={list && list.pagination.totalResults > 0 ? 'loaded' : 'empty'}
      texts={{ signIn: t('signInList'), loading: t('loadingList'), loadError: t('listFailed') }}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    >
      {list && list.pagination.totalResults > 0 ? (
        <div aria-busy={query.isPlaceholderData || undefined}>
          <QuotesTable
            quotes={list.quotes}
            routes={routes}
            locale={site.locale}
            t={t}
            states={states}
          />
          <ListPager
            pagination={list.pagination}
            shown={list.quotes.length}
            pageHref={routes.account.quotesPage}
            summaryRef={summaryRef}
            onPage={(next, href) => {
              focusPending.current = true;
              goTo(next, href);
            }}
            t={t}
          />
        </div>
      ) : (
        <>
          <p className="message">{t('empty')}</p>
          <a href={routes.cart}>{t('goToCart')}</a>
        </>
      )}
    </AccountPage>
  );
}
