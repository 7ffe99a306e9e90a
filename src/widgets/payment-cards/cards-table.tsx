import type { Ref } from 'react';
import type { PaymentCard } from '../../api/payment-cards/get-payment-cards';
import type { Translate } from '../../core/i18n/messages';
import { AddressText } from '../../ui/forms/address-text';
import { cardHolderName } from '../../ui/payment/saved-card-details';
import { brandName, cardExpiry, cardName } from './card-text';
import type { PaymentCardsMessageKey } from './payment-cards.messages';

interface CardsTableProps {
  cards: readonly PaymentCard[];
  t: Translate<PaymentCardsMessageKey>;
  busy: boolean;
  onSetDefault: (card: PaymentCard) => void;
  onDelete: (card: PaymentCard, opener: HTMLButtonElement) => void;
  tableRef: Ref<HTMLTableElement>;
}

/** The saved cards; each button names its card, as screen readers list buttons alone. */
export function CardsTable({ cards, t, busy, onSetDefault, onDelete, tableRef }: CardsTableProps) {
  return (
    // Many columns: a narrow screen scrolls the table rather than squeezing addresses.
    <div className="table-scroll">
      <table className="account-table" part="table" tabIndex={-1} ref={tableRef}>
        <caption className="visually-hidden">{t('caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columnCard')}</th>
            <th scope="col">{t('columnNumber')}</th>
            <th scope="col">{t('columnExpiry')}</th>
            <th scope="col">{t('columnHolder')}</th>
            <th scope="col">{t('columnBilling')}</th>
            <th scope="col">{t('columnDefault')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('columnActions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {cards.map((card) => {
            const name = cardName(card, t);
            return (
              <tr key={card.id} part="item" data-default={card.defaultPayment || undefined}>
                <th scope="row" className="card-brand">
                  {brandName(card.brand, t)}
                </th>
                <td className="card-number">{t('endingIn', { last4: card.last4 })}</td>
                <td className="card-expiry">{cardExpiry(card)}</td>
                <td className="card-holder-name">{cardHolderName(card.cardHolder)}</td>
                <td className="card-billing">
                  <AddressText address={card.billingAddress} />
                </td>
                <td className="card-default">
                  {card.defaultPayment ? (
                    <span className="badge">{t('defaultCard')}</span>
                  ) : (
                    <button
                      type="button"
                      className="button-link"
                      part="trigger"
                      aria-label={t('setDefaultLabel', { card: name })}
                      aria-disabled={busy || undefined}
                      onClick={busy ? undefined : () => onSetDefault(card)}
                    >
                      {t('setDefault')}
                    </button>
                  )}
                </td>
                <td className="card-actions">
                  <button
                    type="button"
                    className="button-link"
                    part="trigger"
                    aria-label={t('deleteLabel', { card: name })}
                    onClick={(event) => onDelete(card, event.currentTarget)}
                  >
                    {t('delete')}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
