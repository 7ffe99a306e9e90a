import { useCore } from '../../core/react/core-context';
import { Skeleton } from '../../ui/feedback/skeleton';
import { usePrefetchOnInput } from '../../ui/lazy/use-prefetch-on-input';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  isUnconfirmedStepUp,
  PAYMENT_CARDS_KEY,
  paymentCardsQueryOptions,
  usePaymentCards,
  type PaymentCard,
} from '../../api/payment-cards/get-payment-cards';
import { useTranslate } from '../../core/i18n/use-translate';
import { withAddedCard, withoutCard } from '../../rules/card/default-card';
import { AccountPage, type AccountPageStatus } from '../../ui/account-page/account-page';
import { useAccountPageGate } from '../../ui/account-page/use-account-page-gate';
import { cardName } from './card-text';
import { paymentCardsMessages } from './payment-cards.messages';
import { lazyPart, PartBoundary } from '../../ui/lazy/lazy-part';

// Every read of the cards needs a step-up: the list shows only once the shopper has answered it.
const SavedCards = lazyPart(
  () => import('./saved-cards'),
  (m) => m.default,
);
const DeleteCardDialog = lazyPart(
  () => import('./delete-card-dialog'),
  (m) => m.default,
);
const AddCardForm = lazyPart(
  () => import('./add-card-form'),
  (m) => m.default,
);

/** <store-payment-cards>: saved cards, read after a step-up; changes update the list in place. */
export function PaymentCards() {
  const t = useTranslate(paymentCardsMessages);
  const { gate, session } = useAccountPageGate('paymentCards');
  const { queries } = useCore();
  const userId = gate === 'open' ? session.user?.id : undefined;
  const query = usePaymentCards(userId);
  const signedOut = gate === 'signed-out';
  const [status, setStatus] = useState('');
  const [deleting, setDeleting] = useState<PaymentCard | null>(null);
  const [adding, setAdding] = useState(false);
  const tableRef = useRef<HTMLTableElement>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  usePrefetchOnInput(SavedCards.prefetch);

  // Cards only ever show after a confirmation: once signed out, none stay in the cache.
  useEffect(() => {
    if (signedOut) queries.remove({ queryKey: [PAYMENT_CARDS_KEY] });
  }, [signedOut, queries]);

  useEffect(() => {
    if (deleting !== null || adding || !opener.current) return;
    const target = opener.current.isConnected
      ? opener.current
      : (tableRef.current ?? addButtonRef.current);
    opener.current = null;
    target?.focus();
  }, [deleting, adding]);

  const update = useCallback(
    (change: (cards: PaymentCard[]) => PaymentCard[]) =>
      queries.setData<PaymentCard[]>(paymentCardsQueryOptions(userId).queryKey, (cards) =>
        cards ? change(cards) : cards,
      ),
    [queries, userId],
  );

  const onDeleted = (card: PaymentCard) => {
    update((cards) => withoutCard(cards, card.id));
    setDeleting(null);
    setStatus(t('deleted', { card: cardName(card, t) }));
  };
  const onAdded = (card: PaymentCard) => {
    update((cards) => withAddedCard(cards, card));
    setAdding(false);
    setStatus(t('added', { card: cardName(card, t) }));
  };

  const pageStatus: AccountPageStatus = query.data ? 'ready' : query.isError ? 'error' : 'loading';
  const cards = query.data ?? [];
  return (
    <AccountPage
      page="paymentCards"
      className="payment-cards"
      status={pageStatus}
      texts={{
        signIn: t('signedOut'),
        loading: t('loading'),
        loadError: t(isUnconfirmedStepUp(query.error) ? 'errorNotConfirmed' : 'errorLoad'),
      }}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      notice={
        <p className="status" role="status">
          {status}
        </p>
      }
    >
      {cards.length > 0 ? (
        <PartBoundary fallback={<Skeleton label={t('loading')} rows={cards.length} />}>
          <SavedCards
            cards={cards}
            t={t}
            update={update}
            announce={setStatus}
            tableRef={tableRef}
            onDelete={(card, button) => {
              opener.current = button;
              setDeleting(card);
            }}
          />
        </PartBoundary>
      ) : (
        <p className="message">{t('empty')}</p>
      )}
      {/* Kept while the form is open (hidden), so that focus can come back to it. */}
      <p className="actions" hidden={adding}>
        <button
          type="button"
          className="button-secondary"
          part="trigger"
          ref={addButtonRef}
          onClick={(event) => {
            opener.current = event.currentTarget;
            setStatus('');
            setAdding(true);
          }}
        >
          {t('addCard')}
        </button>
      </p>
      {adding ? (
        <PartBoundary fallback={null}>
          <AddCardForm
            userId={userId ?? ''}
            holder={{
              firstName: session.user?.firstName ?? '',
              lastName: session.user?.lastName ?? '',
            }}
            onAdded={onAdded}
            onCancel={() => setAdding(false)}
          />
        </PartBoundary>
      ) : null}
      {deleting ? (
        <PartBoundary fallback={null}>
          <DeleteCardDialog
            card={deleting}
            onDeleted={() => onDeleted(deleting)}
            onClose={() => setDeleting(null)}
          />
        </PartBoundary>
      ) : null}
    </AccountPage>
  );
}
