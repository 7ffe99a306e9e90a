import { useState, type ComponentProps } from 'react';
import { lazyPart, PartBoundary } from '../lazy/lazy-part';
import type { ModalDialog as ModalDialogType } from './modal-dialog';

const ModalDialogPart = lazyPart(
  () => import('./modal-dialog'),
  (m) => m.ModalDialog,
);

/**
 * A ModalDialog whose code (the dialog with its tab trap and sheet) is fetched the first time it
 * opens, not with the widget: for a dialog a shopper may never open (a "what is this?" note, a
 * "discard changes?" question). Once loaded it stays mounted, as a ModalDialog does.
 */
export function LazyModalDialog(props: ComponentProps<typeof ModalDialogType>) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <PartBoundary fallback={null}>
      <ModalDialogPart {...props} />
    </PartBoundary>
  );
}
