// Tab wraps around inside a modal dialog: Firefox and Safari let it leave for the browser's own UI.
const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

function isTabbable(element: HTMLElement): boolean {
  if (element.tabIndex < 0) return false;
  if (typeof element.checkVisibility === 'function' && !element.checkVisibility()) return false;
  // A radio group is one stop: its checked radio, or its first when none is.
  if (element instanceof HTMLInputElement && element.type === 'radio' && !element.checked) {
    const group = element.form?.elements.namedItem(element.name);
    if (group instanceof RadioNodeList)
      return (
        !Array.from(group).some((r) => (r as HTMLInputElement).checked) && group[0] === element
      );
  }
  return true;
}

function tabbablesOf(dialog: HTMLElement): HTMLElement[] {
  return Array.from(dialog.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) => element.closest('dialog') === dialog && isTabbable(element),
  );
}

/** From the dialog's keydown: moves the focus to the other end when Tab would leave it. */
export function keepTabInside(
  event: {
    key: string;
    code: string;
    shiftKey: boolean;
    target: EventTarget;
    preventDefault(): void;
  },
  dialog: HTMLElement,
): void {
  // WebKitGTK names Shift+Tab's key "Unidentified" (GTK's ISO_Left_Tab); its code is still Tab.
  const tab = event.key === 'Tab' || event.code === 'Tab';
  if (!tab || !(event.target instanceof Element)) return;
  if (event.target.closest('dialog') !== dialog) return;
  const tabbables = tabbablesOf(dialog);
  const first = tabbables[0];
  const last = tabbables[tabbables.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = (dialog.getRootNode() as Document | ShadowRoot).activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
