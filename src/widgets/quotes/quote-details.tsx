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

/** The quote and its actions, loaded once the shopper is known (a visitor is asked to sign in). */
const contentCode = pageCode(() => import('./quote-details-content'));

export interface QuoteDetailsProps {
  /** The quote number; default: the `{id}` of the page's `…/quotes/{id}` address. */
  quoteId?: string;
}

/**
 * <store-quote-details>: one of the shopper's quotes (spec section 2, /quotes/{id}) with
 * what its state allows: order it (to the checkout with its prices and choices), download it as a
 * PDF (with the quotes-PDF-download-upgrade flag on), or, expired, put its products in a new cart.
 * A malformed, unknown or someone else's number leaves for the 404 error page. The
 * account page shell (src/ui/account-page) says that, asks a visitor to sign in, shows loading and
 * a failed read with "Try again", and links back to My account. The quote itself
 * (quote-details-content.tsx) loads with the shopper's data, never for a visitor.
 */
export function QuoteDetails({ quoteId }: QuoteDetailsProps) {
  const t = useTranslate(quotesMessages);
  const site = useSite();
  const routes = storeRoutes(site);
  const { gate, session } = useAccountPageGate('quotes');
  const code = resolveQuoteCode(quoteId, globalThis.location.href, site.routes);
  const trainingsError = trainingsErrorIn(globalThis.location.search);
  const query = useQuote(gate === 'open' ? session.user?.id : undefined, code ?? undefined);
  const content = usePageCode(contentCode, gate === 'open');

  const quote = query.data;
  // A malformed number is no quote at all; the platform's 404 (unknown or another shopper's quote)
  // or another lasting refusal leaves for its error page too. A failure a retry can fix stays.
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
