import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { focusAfterClose } from '../focus/focus-home';
import { keepTabInside } from './keep-tab-inside';
import css from './modal-dialog.css?inline';
import { useComponentSheet } from '../styles/use-component-sheet';

interface ModalDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  initialFocus?: React.RefObject<HTMLElement | null>;
  /** Focus on close when the opener is gone or there was none (default: the focus home). */
  returnFocus?: React.RefObject<HTMLElement | null>;
}

/** A modal dialog on the native <dialog>: top layer, Escape, focus kept inside. */
export function ModalDialog({
  open,
  title,
  onClose,
  children,
  className,
  initialFocus,
  returnFocus,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Our own closes: their close events arrive in a later task, maybe after a reopen, and must not
  // call onClose.
  const ownCloses = useRef(0);
  useComponentSheet(css);
  // A layout effect: a plain one may run a frame later, leaving a closing dialog modal and the page
  // inert meanwhile.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      initialFocus?.current?.focus();
    }
    if (!open && dialog.open) {
      ownCloses.current += 1;
      dialog.close();
      focusAfterClose(dialog, returnFocus?.current);
    }
  }, [open, initialFocus, returnFocus]);
  // Unmounted while open: close it while still in the document, or the focus is left on nothing.
  const returnTo = useRef(returnFocus);
  useLayoutEffect(() => {
    returnTo.current = returnFocus;
  }, [returnFocus]);
  useLayoutEffect(() => {
    const dialog = ref.current;
    return () => {
      if (!dialog?.open) return;
      ownCloses.current += 1;
      dialog.close();
      focusAfterClose(dialog, returnTo.current?.current);
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={['modal-dialog', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      // React bubbles a nested dialog's close and cancel here too: only our own count.
      onClose={(event) => {
        if (event.target !== event.currentTarget) return;
        if (ownCloses.current > 0) ownCloses.current -= 1;
        else onClose();
      }}
      onCancel={(event) => {
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onClose();
      }}
      // Escape must not also close a panel around the dialog; Firefox and Safari let Tab leave.
      onKeyDown={(event) => {
        if (event.key === 'Escape') event.stopPropagation();
        keepTabInside(event, event.currentTarget);
      }}
    >
      <h2 id={titleId} className="modal-title">
        {title}
      </h2>
      {children}
    </dialog>
  );
}
