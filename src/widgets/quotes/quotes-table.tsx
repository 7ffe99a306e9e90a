import type { QuoteSummary } from '../../api/quotes/quote.schema';
import type { Translate } from '../../core/i18n/messages';
import type { StoreRoutes } from '../../core/routes/routes';
import { formatQuoteDay, formatQuoteInstant } from '../../ui/quotes/quote-dates';
import { StateBadge } from './quote-views';
import type { QuotesListMessageKey } from './quotes-list.messages';
import type { QuotesMessageKey } from './quotes.messages';

interface QuotesTableProps {
  quotes: readonly QuoteSummary[];
  routes: StoreRoutes;
  locale: string;
  t: Translate<QuotesListMessageKey>;
  /** The states' names, which a quote's page shows too. */
  states: Translate<QuotesMessageKey>;
}

/** The shopper's quotes, in the platform's order (newest first). */
export function QuotesTable({ quotes, routes, locale, t, states }: QuotesTableProps) {
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
                <StateBadge state={quote.state} t={states} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
