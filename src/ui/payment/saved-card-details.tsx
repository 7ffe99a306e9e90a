import type { SavedCardDetails as CardDetails } from '../../api/payment-cards/card-details.schema';
import { useTranslate } from '../../core/i18n/use-translate';
import { AddressText } from '../forms/address-text';
import { useComponentSheet } from '../styles/use-component-sheet';
import css from './saved-card-details.css?inline';
import { paymentMessages } from './payment.messages';

export function cardHolderName({ firstName, lastName }: CardDetails['cardHolder']): string {
  return [firstName, lastName]
    .map((name) => name.trim())
    .filter(Boolean)
    .join(' ');
}

interface SavedCardDetailsProps {
  /** A PaymentCard or a checkout SavedCard: only the holder and billing address are read. */
  card: CardDetails;
  className?: string;
}

/** A saved card's holder and billing address: spans only, as it may sit inside a radio's label. */
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
