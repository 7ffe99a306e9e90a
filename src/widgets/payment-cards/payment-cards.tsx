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
import { Skeleton } from '../../ui/skeleton';
import { useStartedSession } from '../../ui/use-started-session';

/** What the widget shows; the e2e tests read it from `data-state`. */
type PaymentCardsState = 'loading' | 'signed-out' | 'loaded' | 'error';

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
 * Cards" in the account menu). The endpoint asks the shopper to confirm who they are (step-up,
 * spec section 4); the account menu shows that dialog, and this widget shows the outcome.
 */
export function PaymentCards() {
  const t = useTranslate(paymentCardsMessages);
  const session = useStartedSession();
  const queryClient = useQueryClient();
  const userId = session.loading ? undefined : session.user?.id;
  const query = usePaymentCards(userId);
  const signedOut = !session.loading && !session.user;

  // Cards are only ever shown after a confirmation: once signed out, none stay in the cache.
  useEffect(() => {
    if (signedOut) queryClient.removeQueries({ queryKey: [PAYMENT_CARDS_KEY] });
  }, [signedOut, queryClient]);

  const state: PaymentCardsState = signedOut
    ? 'signed-out'
    : query.data
      ? 'loaded'
      : query.isError
        ? 'error'
        : 'loading';

  let content;
  if (session.loading) {
    // The reserved box stays empty and quiet until the session is known.
    content = <div className="placeholder" aria-hidden="true" />;
  } else if (signedOut) {
    content = <p className="message">{t('signedOut')}</p>;
  } else if (query.data) {
    content =
      query.data.length > 0 ? (
        <CardsTable cards={query.data} t={t} />
      ) : (
        <p className="message">{t('empty')}</p>
      );
  } else if (query.isError) {
    content = (
      <div className="error">
        <p className="message" role="alert">
          {t(isUnconfirmedStepUp(query.error) ? 'errorNotConfirmed' : 'errorLoad')}
        </p>
        <button
          type="button"
          className="button-primary"
          part="trigger"
          disabled={query.isFetching}
          onClick={() => void query.refetch()}
        >
          {t('tryAgain')}
        </button>
      </div>
    );
  } else {
    content = <Skeleton label={t('loading')} />;
  }

  return (
    <div className="payment-cards" part="base" data-state={state}>
      {content}
    </div>
  );
}
