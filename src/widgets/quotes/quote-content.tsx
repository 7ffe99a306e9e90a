import type { ReactNode, Ref } from 'react';
import type { QuoteDetails } from '../../api/quotes/quote.schema';
import type { Translate } from '../../core/i18n/messages';
import { useTranslate } from '../../core/i18n/use-translate';
import { useSite } from '../../core/react/use-store';
import { AddressText } from '../../ui/forms/address-text';
import { Fact } from '../../ui/order/order-fact';
import { OrderedProducts } from '../../ui/order/ordered-products';
import { OrderTotals } from '../../ui/order/order-totals';
import { orderLineMessages } from '../../ui/order/order-lines.messages';
import { EarlyExpiryNotice } from '../../ui/quotes/early-expiry-notice';
import { formatExpiration, formatQuoteDay, formatQuoteInstant } from '../../ui/quotes/quote-dates';
import { StateBadge } from './quote-views';
import type { QuotesMessageKey } from './quotes.messages';

interface QuoteContentProps {
  quote: QuoteDetails;
  t: Translate<QuotesMessageKey>;
  children: ReactNode;
  titleRef?: Ref<HTMLHeadingElement>;
}

/** One quote: state, notes and actions, then dates, addresses, products and totals. */
export function QuoteContent({ quote, t, children, titleRef }: QuoteContentProps) {
  const to = useTranslate(orderLineMessages);
  const { locale, language } = useSite();
  const account = quote.customerAccount;
  return (
    <article className="quote" data-quote-code={quote.code}>
      <div className="quote-heading">
        <h2 className="quote-title" ref={titleRef} tabIndex={-1}>
          {t('quoteTitle', { code: quote.code })}
        </h2>
        <StateBadge state={quote.state} t={t} />
      </div>
      {quote.state === 'ACTIVE' && quote.earlyExpiry && (
        <EarlyExpiryNotice
          earlyExpiry={quote.earlyExpiry}
          timeZone={quote.timeZone}
          context="quote"
        />
      )}
      {children}
      <dl className="order-facts">
        <Fact label={t('created')}>
          {formatQuoteInstant(quote.created, quote.timeZone, locale)}
        </Fact>
        <Fact label={quote.state === 'EXPIRED' ? t('expiredOn') : t('validUntil')}>
          <span className="quote-expiration">
            {formatExpiration(quote.expirationDate, quote.timeZone, locale, language)}
          </span>
        </Fact>
        <Fact label={t('state')}>{t(`state${quote.state}`)}</Fact>
        <Fact label={to('customerAccount')}>
          {account.name}
          {account.accountNumber && ` (${account.accountNumber})`}
        </Fact>
        <Fact label={to('shipping')}>
          <AddressText address={quote.deliveryAddress} />
        </Fact>
        <Fact label={to('shippingMethod')}>
          {quote.deliveryMode.name}
          {quote.deliveryMode.description && ` (${quote.deliveryMode.description})`}
        </Fact>
        <Fact label={to('billing')}>
          <AddressText address={quote.billingAddress} />
        </Fact>
      </dl>
      <OrderedProducts
        entries={quote.entries}
        title={t('quotedProducts')}
        date={(iso) => formatQuoteDay(iso, locale)}
      />
      <OrderTotals totals={quote.totals} />
    </article>
  );
}
