import { useState, type RefObject } from 'react';
import type { PaymentCard } from '../../api/payment-cards/get-payment-cards';
import { setDefaultPaymentCard } from '../../api/payment-cards/payment-card-changes';
import type { Translate } from '../../core/i18n/messages';
import { withDefaultCard } from '../../rules/card/default-card';
import { useRetrySafeAction } from '../../ui/actions/use-retry-safe-action';
import { RetryAlert } from '../../ui/feedback/retry-alert';
import { cardName } from './card-text';
import { CardsTable } from './cards-table';
import type { PaymentCardsMessageKey } from './payment-cards.messages';

const byId = (card: PaymentCard) => card.id;

// OCC answers no body: success is `true`.
async function performDefault(card: PaymentCard, requestId: string): Promise<boolean> {
  await setDefaultPaymentCard(card.id, requestId);
  return true;
}

interface SavedCardsProps {
  cards: readonly PaymentCard[];
  t: Translate<PaymentCardsMessageKey>;
  /** Changes the cached list in place. */
  update: (change: (cards: PaymentCard[]) => PaymentCard[]) => void;
  /** The page's live region. */
  announce: (text: string) => void;
  onDelete: (card: PaymentCard, opener: HTMLButtonElement) => void;
  /** Where the focus goes once a card became the default (its button is gone). */
  tableRef: RefObject<HTMLTableElement | null>;
}

/**
 * The cards' list with "Set as default": a part of its own, as the list only shows once the
 * shopper has confirmed who she is (a step-up at every read), never on the page's first load.
 */
export default function SavedCards({
  cards,
  t,
  update,
  announce,
  onDelete,
  tableRef,
}: SavedCardsProps) {
  const [lastDefault, setLastDefault] = useState<PaymentCard | null>(null);
  const setDefault = useRetrySafeAction(performDefault, byId);
  const chooseDefault = async (card: PaymentCard) => {
    setLastDefault(card);
    announce(t('saving'));
    const done = await setDefault.run(card);
    if (done) {
      update((list) => withDefaultCard(list, card.id));
      tableRef.current?.focus();
    }
    announce(done ? t('defaultSet', { card: cardName(card, t) }) : '');
  };
  return (
    <>
      {setDefault.state.status === 'failed' && lastDefault ? (
        <RetryAlert
          message={t('defaultFailed')}
          retryLabel={t('tryAgain')}
          onRetry={() => void chooseDefault(lastDefault)}
        />
      ) : null}
      <CardsTable
        cards={cards}
        t={t}
        busy={setDefault.state.status === 'pending'}
        tableRef={tableRef}
        onSetDefault={(card) => void chooseDefault(card)}
        onDelete={onDelete}
      />
    </>
  );
}
