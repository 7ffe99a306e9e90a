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
  /** Element to focus first; by default the browser focuses the first focusable element. */
  initialFocus?: React.RefObject<HTMLElement | null>;
  /**
   * Where the focus goes on close when the control that opened the dialog is gone or there was
   * none (by default the page's focus home, ../focus/focus-home.ts).
   */
  returnFocus?: React.RefObject<HTMLElement | null>;
}

/**
 * A modal dialog on the native <dialog>: focus containment (Tab wraps around inside), Escape, the top layer (no host page
 * z-index can cover it) and focus returned to the opener on close, inside our shadow root; with no
 * opener to return to (a dialog that opened by itself, an opener that is gone), to the page's focus
 * home (../focus/focus-home.ts).
 */
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
  // Closes we made because `open` turned false. Their close events ask for nothing (the owner
  // closed the dialog), but each is a task of its own that can run after the dialog opened again.
  // When Preact still closed from a plain effect, after the next frame, "Stay signed in" then ran
  // again at that later time and kept a shopper signed in past the idle warning.
  const ownCloses = useRef(0);
  useComponentSheet(css);
  // A layout effect: the native dialog opens and closes in the same task as the render that asks
  // for it, whatever caused that render. A plain effect may run a task or a frame later (React
  // after an update from a timer or a response; Preact, before scripts/build/preact-compat.mjs, always),
  // and until then a closing dialog stays modal with its content gone (the date picker after a day
  // was chosen), the page behind it inert: the field the shopper moves to can't take the focus.
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
  // Unmounted while open (an owner that renders the dialog only while it is open, as the sign-in
  // form): closed first, while still in the document. Removed open, it would leave the focus on
  // nothing; closed, the browser gives the focus back to the control that opened it.
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
      // A dialog opened inside this one (the training dialog's date picker) fires its own close
      // and cancel; React hands them to this dialog's handlers too, so only our own count.
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
      // Escape belongs to the dialog: a dialog rendered inside a panel that Escape closes (the
      // header's menu panel) must not close that panel too and move focus away from its opener.
      // Tab wraps around inside (keep-tab-inside.ts): Firefox and Safari let it leave the page.
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
