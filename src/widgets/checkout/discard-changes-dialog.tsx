import type { Translate } from '../../core/i18n/messages';
import { LazyModalDialog } from '../../ui/dialog/lazy-modal-dialog';
import type { CheckoutMessageKey } from './flow/checkout.messages';

interface DiscardChangesDialogProps {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  t: Translate<CheckoutMessageKey>;
}

/** The return-to-edit modal (spec section 4); staying is the default (Escape). */
export function DiscardChangesDialog({ open, onConfirm, onCancel, t }: DiscardChangesDialogProps) {
  return (
    <LazyModalDialog
      open={open}
      title={t('discardTitle')}
      onClose={onCancel}
      className="discard-dialog"
    >
      <p>{t('discardText')}</p>
      <div className="dialog-actions">
        <button type="button" className="button-secondary" onClick={onCancel}>
          {t('discardCancel')}
        </button>
        <button type="button" className="button-primary" onClick={onConfirm}>
          {t('discardConfirm')}
        </button>
      </div>
    </LazyModalDialog>
  );
}
