import type { ReactNode } from 'react';
import { ModalDialog } from './dialog/modal-dialog';

export interface ConfirmDeleteDialogProps {
  /** Default true: the page mounts the dialog when it opens. */
  open?: boolean;
  title: string;
  /** What will be deleted, and anything the shopper should know before confirming. */
  children: ReactNode;
  /** The delete is under way: the button ignores presses and Cancel waits. */
  pending: boolean;
  /** The last attempt's failure, said in an alert; the button then reads "Try again". */
  failure?: string | undefined;
  /** The widget's own texts (its catalog). */
  labels: { confirm: string; tryAgain: string; cancel: string; progress: string };
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * "Delete this …?" for the account pages (an address, a payment card, a saved cart): the
 * widget's text, a danger button that acts once however often it is pressed while the delete
 * runs (the widget's retry-safe action sends one request, and the same request id for a retry),
 * the failure with "Try again", and Cancel, which closes unless the delete is under way.
 */
export function ConfirmDeleteDialog({
  open = true,
  title,
  children,
  pending,
  failure,
  labels,
  onConfirm,
  onClose,
}: ConfirmDeleteDialogProps) {
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <ModalDialog open={open} title={title} onClose={close} className="confirm-dialog">
      {children}
      {failure ? (
        <p className="dialog-error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="dialog-actions">
        <button
          type="button"
          className="button-danger"
          aria-disabled={pending || undefined}
          onClick={pending ? undefined : onConfirm}
        >
          {failure ? labels.tryAgain : labels.confirm}
        </button>
        <button type="button" className="button-secondary" onClick={close}>
          {labels.cancel}
        </button>
      </div>
      <p className="progress" role="status">
        {pending ? labels.progress : ''}
      </p>
    </ModalDialog>
  );
}
