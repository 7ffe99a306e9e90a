/**
 * The /docs page's Copy buttons (served at /docs/copy.js, on that page only: nothing of the docs
 * reaches a shopper's page). A button copies the text of the <code> its `data-copy` names, and the
 * page's status region says "Copied" (a screen reader announces it; the button keeps the focus).
 * Where the Clipboard API is missing or refused (an insecure origin), the snippet is selected and
 * copied the old way, and the region says so if that fails too.
 */
const status = document.getElementById('docs-copy-status');
let clearTimer;

function announce(text) {
  if (!status) return;
  // Emptied first, so copying twice announces twice.
  status.textContent = '';
  window.clearTimeout(clearTimer);
  window.setTimeout(() => {
    status.textContent = text;
  }, 50);
  clearTimer = window.setTimeout(() => {
    status.textContent = '';
  }, 5000);
}

function selectText(element) {
  const range = document.createRange();
  range.selectNodeContents(element);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

async function copy(code) {
  const text = code.textContent ?? '';
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    selectText(code);
    return document.execCommand('copy');
  }
}

function showCopied(button) {
  button.dataset.copied = '';
  window.setTimeout(() => delete button.dataset.copied, 2000);
}

document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('button[data-copy]') : null;
  if (!button) return;
  const code = document.getElementById(button.dataset.copy ?? '');
  if (!code) return;
  void copy(code).then((copied) => {
    if (copied) {
      showCopied(button);
      announce('Copied');
    } else {
      announce('Could not copy: the snippet is selected, press Ctrl+C (or ⌘C) to copy it.');
    }
  });
});
