import { useCallback } from 'react';
import { useQuote } from '../../api/quotes/get-quote';
import type { QuoteDetails as Quote } from '../../api/quotes/quote.schema';
import { useTranslate } from '../../core/i18n/use-translate';
import { useFlag, useSite } from '../../core/react/use-store';
import { storeRoutes } from '../../core/routes/routes';
import { AccountPage, type AccountPageStatus } from '../../ui/account-page/account-page';
import { useAccountPageGate } from '../../ui/account-page/use-account-page-gate';
import { errorPageOf } from '../../ui/error-page-redirect';
import { DownloadPdf, ExpiredQuote, OrderedQuote, OrderFailure, OrderQuote } from './quote-actions';
import { resolveQuoteCode, trainingsErrorIn } from './quote-address';
import { QuoteContent } from './quote-content';
import { quotesMessages } from './quotes.messages';
import { useQuoteOrders } from './use-quote-orders';

export interface QuoteDetailsProps {
  /** The quote number; default: the `{id}` of the page's `…/quotes/{id}` address. */
  quoteId?: string;
}

/**
 * <store-quote-details>: one of the shopper's quotes (spec section 2, /quotes/{id}; issue 11) with
 * what its state allows: order it (to the checkout with its prices and choices), download it as a
 * PDF (with the quotes-PDF-download-upgrade flag on), or, expired, put its products in a new cart.
 * A malformed, unknown or someone else's number leaves for the 404 error page. The
 * account page shell (src/ui/account-page) says that, asks a visitor to sign in, shows loading and
 * a failed read with "Try again", and links back to My account.
 */
export function QuoteDetails({ quoteId }: QuoteDetailsProps) {
  const t = useTranslate(quotesMessages);
  const site = useSite();
  const routes = storeRoutes(site);
  const { gate, session } = useAccountPageGate('quotes');
  const pdfFlag = useFlag('quotes-pdf-download-upgrade');
  const code = resolveQuoteCode(quoteId, globalThis.location.pathname);
  const trainingsError = trainingsErrorIn(globalThis.location.search);
  const query = useQuote(gate === 'open' ? session.user?.id : undefined, code ?? undefined);
  const goToCheckout = useCallback(() => globalThis.location.assign(routes.checkout), [routes]);
  const goToCart = useCallback(() => globalThis.location.assign(routes.cart), [routes]);
  const toTrainingsError = useCallback(
    (refused: string) =>
      globalThis.location.assign(routes.account.quote(refused, { orderTrainingsError: true })),
    [routes],
  );
  const { order, reorder } = useQuoteOrders(goToCheckout, goToCart, toTrainingsError);

  const quote = query.data;
  // A malformed number is no quote at all; the platform's 404 (unknown or another shopper's quote)
  // or another lasting refusal leaves for its error page too. A failure a retry can fix stays.
  const errorPage = code === null ? routes.error(404) : errorPageOf(query.error, site);
  let status: AccountPageStatus;
  if (quote) status = 'ready';
  else if (query.isError) status = 'error';
  else status = 'loading';
  const backToList = { href: routes.account.quotes, label: t('backToList') };

  return (
    <AccountPage
      page="quotes"
      className="quote-details"
      status={status}
      rootData={{ 'data-quote-state': quote?.state }}
      texts={{
        signIn: t('signInQuote'),
        loading: t('loadingQuote'),
        loadError: t('quoteFailed'),
      }}
      back={backToList}
      errorPage={errorPage}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    >
      {quote ? (
        <>
          <p className="back">
            <a href={backToList.href}>{backToList.label}</a>
          </p>
          <QuoteContent quote={quote} t={t}>
            {trainingsError && (
              <p className="trainings-error" role="alert">
                {t('trainingsError')} <a href={routes.contactUs}>{t('contactUs')}</a>
              </p>
            )}
            <StateActions
              quote={quote}
              pdf={pdfFlag}
              orderable={quote.state === 'ACTIVE' && !trainingsError}
              order={order}
              reorder={reorder}
            />
          </QuoteContent>
        </>
      ) : null}
    </AccountPage>
  );
}

/**
 * The notes and actions of the quote's state. An active quote may be ordered, unless the page was
 * opened to say its online training cannot be ordered online (pressing it again would only lead
 * back there).
 */
function StateActions({
  quote,
  pdf,
  orderable,
  order,
  reorder,
}: {
  quote: Quote;
  pdf: boolean;
  orderable: boolean;
} & ReturnType<typeof useQuoteOrders>) {
  const t = useTranslate(quotesMessages);
  const site = useSite();
  const routes = storeRoutes(site);
  return (
    <>
      {quote.state === 'EXPIRED' && (
        <ExpiredQuote quote={quote} reorder={reorder} locale={site.locale} t={t} />
      )}
      {quote.state === 'ORDERED' && <OrderedQuote quote={quote} routes={routes} t={t} />}
      <OrderFailure order={order} t={t} />
      <div className="quote-actions">
        {orderable && (
          <div className="quote-action">
            <OrderQuote quote={quote} order={order} t={t} />
          </div>
        )}
        {pdf && (
          <div className="quote-action">
            <DownloadPdf quote={quote} t={t} />
          </div>
        )}
      </div>
    </>
  );
}
