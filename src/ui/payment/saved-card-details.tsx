import type { SavedCardDetails as CardDetails } from '../../api/payment-cards/card-details.schema';
import { useTranslate } from '../../core/i18n/use-translate';
import { AddressText } from '../forms/address-text';
import { useComponentSheet } from '../styles/use-component-sheet';
import css from './saved-card-details.css?inline';
import { paymentMessages } from './payment.messages';

/** The holder's names as the card prints them: "Dana Whitfield". */
export function cardHolderName({ firstName, lastName }: CardDetails['cardHolder']): string {
  return [firstName, lastName]
    .map((name) => name.trim())
    .filter(Boolean)
    .join(' ');
}

interface SavedCardDetailsProps {
  /**
   * The saved card: a Payment Cards list entry (PaymentCard) or a checkout saved card
   * (`savedCards` of the payment options, SavedCard); only its holder and billing address are read.
   */
  card: CardDetails;
  className?: string;
}

/**
 * A saved card's holder and billing address, labelled ("Name on card", "Billing address"), for
 * wherever a saved card is chosen or shown (the checkout's saved-card choice). Spans and the
 * address's lines only: it may sit inside a radio's label, and its text is the radio's accessible
 * name with the card's own. Every part is text, never markup.
 */
export function SavedCardDetails({ card, className }: SavedCardDetailsProps) {
  useComponentSheet(css);
  const t = useTranslate(paymentMessages);
  return (
    <span className={['saved-card-details', className].filter(Boolean).join(' ')}>
      <span className="saved-card-holder">
        <span className="saved-card-label">
          {t('payment.labelled', { label: t('payment.cardHolder') })}{' '}
        </span>
        {cardHolderName(card.cardHolder)}
      </span>
      <span className="saved-card-billing">
        <span className="saved-card-label">
          {t('payment.labelled', { label: t('payment.billingAddress') })}{' '}
        </span>
        <AddressText address={card.billingAddress} className="saved-card-address" />
      </span>
    </span>
  );
}
