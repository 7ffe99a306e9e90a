/**
 * jsdom has `<dialog>` but not its modal methods: these do what a browser's do that our dialogs
 * rely on (the `open` attribute, and a `close` event when an open dialog closes).
 */
export function stubDialogMethods(): void {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
