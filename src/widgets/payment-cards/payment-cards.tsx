import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  isUnconfirmedStepUp,
  PAYMENT_CARDS_KEY,
  usePaymentCards,
  type PaymentCard,
} from '../../api/payment-cards/get-payment-cards';
import type { Translate } from '../../core/i18n/messages';
import { useTranslate } from '../../core/i18n/use-translate';

import { paymentCardsMessages, type PaymentCardsMessageKey } from './payment-cards.messages';
import { AccountPage, type AccountPageStatus } from '../../ui/account-page/account-page';
import { useAccountPageGate } from '../../ui/account-page/use-account-page-gate';

/** The catalog's name for a brand, or the brand as the server sends it. */
function brandName(brand: string, t: Translate<PaymentCardsMessageKey>): string {
  const key = `brand.${brand.toUpperCase()}`;
  return key in paymentCardsMessages.en ? t(key as PaymentCardsMessageKey) : brand;
}

/** MM/YYYY, as printed on the card. */
function expiry(card: PaymentCard): string {
  return `${String(card.expiryMonth).padStart(2, '0')}/${card.expiryYear}`;
}

interface CardsTableProps {
  cards: readonly PaymentCard[];
  t: Translate<PaymentCardsMessageKey>;
}

function CardsTable({ cards, t }: CardsTableProps) {
  return (
    <table className="cards" part="table">
      <caption className="visually-hidden">{t('caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('columnCard')}</th>
          <th scope="col">{t('columnNumber')}</th>
          <th scope="col">{t('columnExpiry')}</th>
        </tr>
      </thead>
      <tbody>
        {cards.map((card) => (
          <tr key={card.id} part="item">
            <th scope="row" className="card-brand">
              {brandName(card.brand, t)}
            </th>
            <td className="card-number">{t('endingIn', { last4: card.last4 })}</td>
            <td className="card-expiry">{expiry(card)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * <store-payment-cards>: the signed-in shopper's saved payment cards (spec section 2, "Payment
 * Cards" in the account menu), in the account page shell. The endpoint asks the shopper to confirm
 * who they are (step-up, spec section 4); the account menu shows that dialog, and this widget shows
 * the outcome.
 */
export function PaymentCards() {
  const t = useTranslate(paymentCardsMessages);
  const { gate, session } = useAccountPageGate('paymentCards');
  const queryClient = useQueryClient();
  const userId = gate === 'open' ? session.user?.id : undefined;
  const query = usePaymentCards(userId);
  const signedOut = gate === 'signed-out';

  // Cards are only ever shown after a confirmation: once signed out, none stay in the cache.
  useEffect(() => {
    if (signedOut) queryClient.removeQueries({ queryKey: [PAYMENT_CARDS_KEY] });
  }, [signedOut, queryClient]);

  const status: AccountPageStatus = query.data ? 'ready' : query.isError ? 'error' : 'loading';
  return (
    <AccountPage
      page="paymentCards"
      className="payment-cards"
      status={status}
      texts={{
        signIn: t('signedOut'),
        loading: t('loading'),
        loadError: t(isUnconfirmedStepUp(query.error) ? 'errorNotConfirmed' : 'errorLoad'),
      }}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    >
      {query.data && query.data.length > 0 ? (
        <CardsTable cards={query.data} t={t} />
      ) : (
        <p className="message">{t('empty')}</p>
      )}
    </AccountPage>
  );
}
