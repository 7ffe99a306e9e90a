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

/** Deletes a card after a step-up, once; a card already gone counts as deleted. */
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
