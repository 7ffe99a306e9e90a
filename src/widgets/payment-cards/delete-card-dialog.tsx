import { useCallback } from 'react';
import { isUnconfirmedStepUp, type PaymentCard } from '../../api/payment-cards/get-payment-cards';
import { deletePaymentCard } from '../../api/payment-cards/payment-card-changes';
import { useTranslate } from '../../core/i18n/use-translate';
import { ConfirmDeleteDialog } from '../../ui/confirm-delete-dialog';
import { useRetrySafeAction } from '../../ui/actions/use-retry-safe-action';
import { cardChangesMessages } from './card-changes.messages';
import { cardExpiry, cardName } from './card-text';
import { paymentCardsMessages } from './payment-cards.messages';

interface DeleteCardDialogProps {
  card: PaymentCard;
  onDeleted: () => void;
  onClose: () => void;
}

const byId = (card: PaymentCard) => card.id;

/**
 * "Delete this card?" with the card's name and expiry. Delete asks the shopper to confirm who
 * they are (the account menu's step-up dialog opens over this one), then acts once however often
 * it is clicked (one request at a time, the same request id for a retry); a card already gone
 * (deleted in another tab, or by an attempt whose answer was lost) counts as deleted. A failure,
 * or a confirmation refused, says so and offers to try again; Cancel closes unless it is under way.
 */
export default function DeleteCardDialog({ card, onDeleted, onClose }: DeleteCardDialogProps) {
  const t = useTranslate(cardChangesMessages);
  const pt = useTranslate(paymentCardsMessages);
  const perform = useCallback(
    (input: PaymentCard, requestId: string) => deletePaymentCard(input.id, requestId),
    [],
  );
  const remove = useRetrySafeAction(perform, byId);

  const confirm = async () => {
    if (await remove.run(card)) onDeleted();
  };

  return (
    <ConfirmDeleteDialog
      title={t('deleteTitle')}
      pending={remove.state.status === 'pending'}
      failure={
        remove.state.status === 'failed'
          ? t(isUnconfirmedStepUp(remove.state.error) ? 'deleteNotConfirmed' : 'deleteFailed')
          : undefined
      }
      labels={{
        confirm: t('confirmDelete'),
        tryAgain: t('tryAgain'),
        cancel: t('cancel'),
        progress: t('deleting'),
      }}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <p className="dialog-text">
        {t('deleteText', { card: cardName(card, pt), expiry: cardExpiry(card) })}
      </p>
      <p className="dialog-text">{t('deleteStepUp')}</p>
    </ConfirmDeleteDialog>
  );
}
