import { useCallback } from 'react';
import { isUnconfirmedStepUp, type PaymentCard } from '../../api/payment-cards/get-payment-cards';
import { deletePaymentCard } from '../../api/payment-cards/payment-card-changes';
import { useTranslate } from '../../core/i18n/use-translate';
import { ModalDialog } from '../../ui/modal-dialog';
import { useRetrySafeAction } from '../../ui/use-retry-safe-action';
import { cardChangesMessages } from './card-changes.messages';
import { cardExpiry, cardName } from './card-text';
import { paymentCardsMessages } from './payment-cards.messages';

interface DeleteCardDialogProps {
  card: PaymentCard;
  userId: string;
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
export default function DeleteCardDialog({
  card,
  userId,
  onDeleted,
  onClose,
}: DeleteCardDialogProps) {
  const t = useTranslate(cardChangesMessages);
  const pt = useTranslate(paymentCardsMessages);
  const perform = useCallback(
    (input: PaymentCard, requestId: string) => deletePaymentCard(userId, input.id, requestId),
    [userId],
  );
  const remove = useRetrySafeAction(perform, byId);
  const pending = remove.state.status === 'pending';
  const failure = remove.state.status === 'failed' ? remove.state.error : undefined;
  const failed = remove.state.status === 'failed';

  const confirm = async () => {
    if (await remove.run(card)) onDeleted();
  };
  const close = () => {
    if (!pending) onClose();
  };

  return (
    <ModalDialog open title={t('deleteTitle')} onClose={close} className="confirm-dialog">
      <p className="dialog-text">
        {t('deleteText', { card: cardName(card, pt), expiry: cardExpiry(card) })}
      </p>
      <p className="dialog-text">{t('deleteStepUp')}</p>
      {failed ? (
        <p className="dialog-error" role="alert">
          {t(isUnconfirmedStepUp(failure) ? 'deleteNotConfirmed' : 'deleteFailed')}
        </p>
      ) : null}
      <div className="dialog-actions">
        <button
          type="button"
          className="button-danger"
          aria-disabled={pending || undefined}
          onClick={pending ? undefined : () => void confirm()}
        >
          {failed ? t('tryAgain') : t('confirmDelete')}
        </button>
        <button type="button" className="button-secondary" onClick={close}>
          {t('cancel')}
        </button>
      </div>
      <p className="progress" role="status">
        {pending ? t('deleting') : ''}
      </p>
    </ModalDialog>
  );
}
