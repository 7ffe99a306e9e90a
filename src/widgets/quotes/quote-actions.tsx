import { useId } from 'react';
import type { QuoteDetails } from '../../api/quotes/quote.schema';
import type { Translate } from '../../core/i18n/messages';
import type { StoreRoutes } from '../../core/routes/routes';
import type { CartAction } from '../../ui/cart/use-cart-action';
import type { Cart } from '../../api/cart/cart.schema';
import { formatQuoteDay } from '../../ui/quotes/quote-dates';
import type { QuotesMessageKey } from './quotes.messages';
import { useQuotePdf } from './use-quote-pdf';
import { quoteFailureText } from './use-quote-orders';

type QuoteCartAction = CartAction<{ code: string }, Cart>;

interface ActionProps {
  quote: QuoteDetails;
  t: Translate<QuotesMessageKey>;
}

function failureText(action: QuoteCartAction, generic: QuotesMessageKey, t: ActionProps['t']) {
  return action.state.status === 'failed' ? quoteFailureText(action.state.error, generic, t) : '';
}

function ActionButton({
  label,
  busy,
  onPress,
  describedBy,
  primary = true,
}: {
  label: string;
  busy: boolean;
  onPress: () => void;
  describedBy?: string;
  primary?: boolean;
}) {
  return (
    <button
      type="button"
      className={primary ? 'button-primary' : 'button-secondary'}
      part="trigger"
      aria-describedby={describedBy}
      aria-disabled={busy || undefined}
      onClick={busy ? undefined : onPress}
    >
      {label}
    </button>
  );
}

/** "Order this quote": the quote becomes the cart, then the checkout; pressing again retries. */
export function OrderQuote({ quote, order, t }: ActionProps & { order: QuoteCartAction }) {
  const hintId = useId();
  const busy = order.state.status === 'pending' || order.state.status === 'done';
  return (
    <>
      <ActionButton
        label={t('orderQuote')}
        busy={busy}
        describedBy={hintId}
        onPress={() => void order.run({ code: quote.code })}
      />
      <p className="hint" id={hintId}>
        {t('orderHint')}
      </p>
      <p className="progress" role="status">
        {busy ? t('ordering') : ''}
      </p>
    </>
  );
}

export function OrderFailure({ order, t }: { order: QuoteCartAction; t: ActionProps['t'] }) {
  const text = failureText(order, 'orderFailed', t);
  return (
    <p className="action-error" role="alert">
      {text}
    </p>
  );
}

/** "Download PDF": only when the platform attached the quote's document, as Spartacus does. */
export function DownloadPdf({ quote, attachmentId, t }: ActionProps & { attachmentId: string }) {
  const pdf = useQuotePdf(quote.code, attachmentId);
  return (
    <>
      <ActionButton
        label={t('downloadPdf')}
        primary={false}
        busy={pdf.status === 'pending'}
        onPress={() => void pdf.download()}
      />
      <p className={pdf.status === 'failed' ? 'progress action-error' : 'progress'} role="status">
        {pdf.status === 'pending'
          ? t('downloading')
          : pdf.status === 'done'
            ? t('pdfReady', { code: quote.code })
            : pdf.status === 'failed'
              ? t('pdfFailed')
              : ''}
      </p>
    </>
  );
}

/** An expired quote offers its products, at today's prices, in a new cart. */
export function ExpiredQuote({
  quote,
  reorder,
  locale,
  t,
}: ActionProps & { reorder: QuoteCartAction; locale: string }) {
  const busy = reorder.state.status === 'pending' || reorder.state.status === 'done';
  return (
    <section className="state-note" data-note="expired">
      <p className="state-note-title">
        {t('expiredNotice', { date: formatQuoteDay(quote.expirationDate, locale) })}
      </p>
      <p>{t('expiredOffer')}</p>
      <ActionButton
        label={t('reorder')}
        busy={busy}
        onPress={() => void reorder.run({ code: quote.code })}
      />
      <p className="progress" role="status">
        {busy ? t('reordering') : ''}
      </p>
      <p className="action-error" role="alert">
        {failureText(reorder, 'reorderFailed', t)}
      </p>
    </section>
  );
}

export function OrderedQuote({ quote, routes, t }: ActionProps & { routes: StoreRoutes }) {
  return (
    <section className="state-note" data-note="ordered">
      <p className="state-note-title">{t('orderedNotice')}</p>
      {quote.orderCode && (
        <a href={routes.orderConfirmation(quote.orderCode)}>
          {t('seeOrder', { code: quote.orderCode })}
        </a>
      )}
    </section>
  );
}
