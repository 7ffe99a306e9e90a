import { useQuote } from '../../api/quotes/get-quote';
import { useTranslate } from '../../core/i18n/use-translate';
import { useSite } from '../../core/react/use-store';
import { storeRoutes } from '../../core/routes/routes';
import { AccountPage, type AccountPageStatus } from '../../ui/account-page/account-page';
import { useAccountPageGate } from '../../ui/account-page/use-account-page-gate';
import { pageCode, usePageCode } from '../../ui/account-page/use-page-code';
import { errorPageOf } from '../../ui/error-page/error-page-redirect';
import { resolveQuoteCode, trainingsErrorIn } from './quote-address';
import { quotesMessages } from './quotes.messages';

const contentCode = pageCode(() => import('./quote-details-content'));

export interface QuoteDetailsProps {
  quoteId?: string;
}

/** <store-quote-details>: one of the shopper's quotes, in the account page shell. */
export function QuoteDetails({ quoteId }: QuoteDetailsProps) {
  const t = useTranslate(quotesMessages);
  const site = useSite();
  const routes = storeRoutes(site);
  const { gate, session } = useAccountPageGate('quotes');
  const code = resolveQuoteCode(quoteId, globalThis.location.href, site.routes);
  const trainingsError = trainingsErrorIn(globalThis.location.search);
  const query = useQuote(gate === 'open' ? session.user?.id : undefined, code ?? undefined);
  const content = usePageCode(contentCode, gate);

  const quote = query.data;
  // Malformed, unknown, foreign or refused: the error page. Retryable failures stay.
  const errorPage = code === null ? routes.error(404) : errorPageOf(query.error, site);
  let status: AccountPageStatus;
  if (quote) status = 'ready';
  else if (query.isError) status = 'error';
  else status = 'loading';
  const backToList = { href: routes.account.quotes, label: t('backToList') };
  const Content = content.module?.QuoteDetailsContent;

  return (
    <AccountPage
      page="quotes"
      className="quote-details"
      status={content.statusWith(status)}
      rootData={{ 'data-quote-state': quote?.state }}
      texts={{
        signIn: t('signInQuote'),
        loading: t('loadingQuote'),
        loadError: content.loadErrorWith(t('quoteFailed')),
      }}
      back={backToList}
      errorPage={errorPage}
      onRetry={content.failed ? content.retry : () => void query.refetch()}
      retrying={query.isFetching}
    >
      {quote && Content ? (
        <Content quote={quote} trainingsError={trainingsError} backToList={backToList} t={t} />
      ) : null}
    </AccountPage>
  );
}
