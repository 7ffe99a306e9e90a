import { useCallback } from 'react';
import type { QuoteDetails as Quote } from '../../api/quotes/quote.schema';
import type { Translate } from '../../core/i18n/messages';
import { useTranslate } from '../../core/i18n/use-translate';
import { useFlag, useSite } from '../../core/react/use-store';
import { storeRoutes } from '../../core/routes/routes';
import { DownloadPdf, ExpiredQuote, OrderedQuote, OrderFailure, OrderQuote } from './quote-actions';
import { QuoteContent } from './quote-content';
import { quotesMessages, type QuotesMessageKey } from './quotes.messages';
import { useQuoteOrders } from './use-quote-orders';

/** The quote page's content; its own module, so a visitor never downloads it. */
export function QuoteDetailsContent({
  quote,
  trainingsError,
  backToList,
  t,
}: {
  quote: Quote;
  trainingsError: boolean;
  backToList: { href: string; label: string };
  t: Translate<QuotesMessageKey>;
}) {
  const site = useSite();
  const routes = storeRoutes(site);
  const pdfFlag = useFlag('quotes-pdf-download-upgrade');
  const goToCheckout = useCallback(() => globalThis.location.assign(routes.checkout), [routes]);
  const goToCart = useCallback(() => globalThis.location.assign(routes.cart), [routes]);
  const toTrainingsError = useCallback(
    (refused: string) =>
      globalThis.location.assign(routes.account.quote(refused, { orderTrainingsError: true })),
    [routes],
  );
  const { order, reorder } = useQuoteOrders(goToCheckout, goToCart, toTrainingsError, t);
  return (
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
  );
}

// No "Order this quote" on the training error page: pressing it would only lead back there.
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
        {pdf && quote.attachmentId && (
          <div className="quote-action">
            <DownloadPdf quote={quote} attachmentId={quote.attachmentId} t={t} />
          </div>
        )}
      </div>
    </>
  );
}
