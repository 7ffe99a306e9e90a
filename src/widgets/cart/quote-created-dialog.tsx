import type { QuoteDetails } from '../../api/quotes/quote.schema';
import { useTranslate } from '../../core/i18n/use-translate';
import { useSite } from '../../core/react/use-store';
import { storeRoutes } from '../../core/routes/routes';
import { ModalDialog } from '../../ui/dialog/modal-dialog';
import { EarlyExpiryNotice } from '../../ui/quotes/early-expiry-notice';
import { formatExpiration } from '../../ui/quotes/quote-dates';
import { quoteDialogsMessages } from './quote-dialogs.messages';

interface QuoteCreatedDialogProps {
  quote: QuoteDetails;
  onClose: () => void;
}

/** The quote created dialog (spec sections 2 and 3). */
export function QuoteCreatedDialog({ quote, onClose }: QuoteCreatedDialogProps) {
  const t = useTranslate(quoteDialogsMessages);
  const site = useSite();
  const routes = storeRoutes(site);
  return (
    <ModalDialog
      open
      title={t('createdTitle')}
      onClose={onClose}
      className="quote-dialog quote-created-dialog"
    >
      <p role="status">{t('createdText', { number: quote.code })}</p>
      <dl className="quote-facts">
        <div>
          <dt>{t('number')}</dt>
          <dd className="quote-number">{quote.code}</dd>
        </div>
        <div>
          <dt>{t('total')}</dt>
          <dd className="quote-total">{quote.totalPrice.formattedValue}</dd>
        </div>
        <div>
          <dt>{t('expiration')}</dt>
          <dd className="quote-expiration">
            {formatExpiration(quote.expirationDate, quote.timeZone, site.locale, site.language)}
          </dd>
        </div>
      </dl>
      {quote.earlyExpiry && (
        <EarlyExpiryNotice
          earlyExpiry={quote.earlyExpiry}
          timeZone={quote.timeZone}
          context="quote"
        />
      )}
      <ul className="quote-links">
        <li>
          <a className="button-primary" href={routes.account.quote(quote.code)}>
            {t('viewQuote', { number: quote.code })}
          </a>
        </li>
        <li>
          <a href={routes.account.quotes}>{t('viewQuotes')}</a>
        </li>
      </ul>
      <div className="dialog-actions">
        <button type="button" className="button-secondary" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </ModalDialog>
  );
}
