import { useEffect, useRef } from 'react';
import { useQuotes } from '../../api/quotes/get-quotes';
import { useTranslate } from '../../core/i18n/use-translate';
import { useSite } from '../../core/react/use-store';
import { storeRoutes } from '../../core/routes/routes';
import { Skeleton } from '../../ui/skeleton';
import { useStartedSession } from '../../ui/use-started-session';
import { Frame, LoadError, SignInPrompt } from './quote-views';
import { Pager, QuotesTable } from './quotes-table';
import { quotesMessages } from './quotes.messages';
import { useListPage } from './use-list-page';

/** What the list shows; tests and integrators read it from `data-state`. */
type ListState = 'loading' | 'signed-out' | 'empty' | 'loaded' | 'error';

/**
 * <store-quotes>: the signed-in shopper's quotes (spec section 2, /quotes; issue 11), newest
 * first, ten to a page with the page in the address. A visitor is asked to sign in; a failed read
 * says so and offers to try again.
 */
export function Quotes() {
  const t = useTranslate(quotesMessages);
  const site = useSite();
  const routes = storeRoutes(site);
  const session = useStartedSession();
  const { page, goTo } = useListPage();
  const query = useQuotes(session.user?.id, { page });
  const summaryRef = useRef<HTMLParagraphElement>(null);
  // Set when the shopper changes page: the new page's summary line takes the focus once shown
  // (the link they pressed may be gone, as "Next page" on the last page).
  const focusPending = useRef(false);

  const list = query.data;
  const shownPage = list?.pagination.currentPage;
  // A page past the end (an old bookmark, a typed `?page=9`): the last page there is, in place.
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
      summaryRef.current?.focus();
    }
  }, [shownPage, page, query.isPlaceholderData]);

  const signedOut = !session.loading && !session.user;
  let state: ListState;
  if (signedOut) state = 'signed-out';
  else if (query.isError && (!list || query.isPlaceholderData)) state = 'error';
  else if (list && !pastEnd) state = list.pagination.totalResults > 0 ? 'loaded' : 'empty';
  else state = 'loading';

  let content;
  if (state === 'signed-out') {
    content = <SignInPrompt text={t('signInList')} t={t} />;
  } else if (state === 'empty') {
    content = (
      <>
        <p className="message">{t('empty')}</p>
        <a href={routes.cart}>{t('goToCart')}</a>
      </>
    );
  } else if (state === 'loaded' && list) {
    content = (
      <div aria-busy={query.isPlaceholderData || undefined}>
        <QuotesTable quotes={list.quotes} routes={routes} locale={site.locale} t={t} />
        <Pager
          pagination={list.pagination}
          shown={list.quotes.length}
          routes={routes}
          summaryRef={summaryRef}
          onPage={(next, href) => {
            focusPending.current = true;
            goTo(next, href);
          }}
          t={t}
        />
      </div>
    );
  } else if (state === 'error') {
    content = (
      <LoadError
        message={t('listFailed')}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
        t={t}
      />
    );
  } else {
    content = <Skeleton label={t('loadingList')} rows={4} />;
  }

  return (
    <Frame className="quotes" state={state}>
      {content}
    </Frame>
  );
}
