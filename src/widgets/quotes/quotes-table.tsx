import type { MouseEvent, Ref } from 'react';
import type { Pagination, QuoteSummary } from '../../api/quotes/quote.schema';
import type { Translate } from '../../core/i18n/messages';
import type { StoreRoutes } from '../../core/routes/routes';
import { formatQuoteDay, formatQuoteInstant } from '../../ui/quotes/quote-dates';
import { StateBadge } from './quote-views';
import type { QuotesMessageKey } from './quotes.messages';

interface QuotesTableProps {
  quotes: readonly QuoteSummary[];
  routes: StoreRoutes;
  locale: string;
  t: Translate<QuotesMessageKey>;
}

/**
 * The shopper's quotes, newest first (the platform's order): number (a link to the quote's page),
 * the day it was made and the day it expires on the site's calendar, total and state.
 */
export function QuotesTable({ quotes, routes, locale, t }: QuotesTableProps) {
  return (
    <div className="table-scroll">
      <table className="account-table" part="table">
        <caption className="visually-hidden">{t('caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columnNumber')}</th>
            <th scope="col">{t('columnDate')}</th>
            <th scope="col" className="number">
              {t('columnTotal')}
            </th>
            <th scope="col">{t('columnExpires')}</th>
            <th scope="col">{t('columnState')}</th>
          </tr>
        </thead>
        <tbody>
          {quotes.map((quote) => (
            <tr key={quote.code} part="item" data-quote-code={quote.code}>
              <th scope="row">
                <a href={routes.account.quote(quote.code)}>{quote.code}</a>
              </th>
              <td>{formatQuoteInstant(quote.created, quote.timeZone, locale)}</td>
              <td className="number">{quote.totalPrice.formattedValue}</td>
              <td>
                {formatQuoteDay(quote.expirationDate, locale)}
                {quote.earlyExpiry && quote.state === 'ACTIVE' ? ` ${t('expiresEarly')}` : ''}
              </td>
              <td>
                <StateBadge state={quote.state} t={t} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface PagerProps {
  pagination: Pagination;
  shown: number;
  routes: StoreRoutes;
  onPage: (page: number, href: string) => void;
  /** The "Quotes 11 to 12 of 12" line: the list focuses it after the shopper changed page. */
  summaryRef: Ref<HTMLParagraphElement>;
  t: Translate<QuotesMessageKey>;
}

/**
 * Previous and next page as real links (the route table's `?page=N`, so they open in a new tab and
 * work without script); a plain click stays in the widget and moves the page address along.
 */
export function Pager({ pagination, shown, routes, onPage, summaryRef, t }: PagerProps) {
  const { currentPage, pageSize, totalPages, totalResults } = pagination;
  const from = currentPage * pageSize + 1;
  const link = (page: number, label: string, rel: 'prev' | 'next') => {
    const href = routes.account.quotesPage(page + 1);
    const follow = (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      event.preventDefault();
      onPage(page, href);
    };
    return (
      <a href={href} rel={rel} className="pager-link" part="trigger" onClick={follow}>
        {label}
      </a>
    );
  };
  return (
    <nav className="pager" aria-label={t('paging')}>
      <p className="pager-summary" ref={summaryRef} tabIndex={-1}>
        {t('showing', { from, to: from + shown - 1, total: totalResults })}
      </p>
      <div className="pager-links">
        {currentPage > 0 && link(currentPage - 1, t('previous'), 'prev')}
        <span className="pager-position">
          {t('pageOf', { page: currentPage + 1, pages: totalPages })}
        </span>
        {currentPage + 1 < totalPages && link(currentPage + 1, t('next'), 'next')}
      </div>
    </nav>
  );
}
