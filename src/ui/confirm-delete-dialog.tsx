import type { ReactNode } from 'react';
import { ModalDialog } from './dialog/modal-dialog';

export interface ConfirmDeleteDialogProps {
  /** Default true: the page mounts the dialog when it opens. */
  open?: boolean;
  title: string;
  children: ReactNode;
  /** The button ignores presses and Cancel waits. */
  pending: boolean;
  failure?: string | undefined;
  labels: { confirm: string; tryAgain: string; cancel: string; progress: string };
  onConfirm: () => void;
  onClose: () => void;
}

/** "Delete this …?" for the account pages; the button acts once however often it is pressed. */
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
