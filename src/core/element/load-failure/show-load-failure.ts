import type { StoreEventMap } from '../../events/events';
import { readRawConfig } from '../../config/raw-config';
import { resolvePageLocale } from '../../locale/resolve-locale';
import { loadFailureMessages } from './load-failure.messages';

// A widget whose code failed to load says so in its box, with "Try again". Imports only loader
// modules: the runtime may be what failed.
const NOTICE = 'data-store-load-failure';

const CSS = `
:host{display:block}
.notice{display:flex;flex-wrap:wrap;align-items:center;gap:8px 16px;padding:12px 16px;
  border:1px solid var(--store-color-border,#c7c9cc);border-radius:4px;
  background:var(--store-color-surface,#fff);color:var(--store-color-text,#1f2328);
  font:var(--store-font-size,16px)/1.4 var(--store-font-family,system-ui,sans-serif)}
p{margin:0;flex:1 1 16em}
button{font:inherit;min-height:44px;padding:0 16px;border-radius:4px;cursor:pointer;
  border:1px solid var(--store-color-primary,#0b5cad);background:var(--store-color-primary,#0b5cad);color:#fff}
button:disabled{opacity:.7;cursor:progress}
button:focus-visible{outline:2px solid var(--store-color-focus,#0b5cad);outline-offset:2px}
`;

let sheet: CSSStyleSheet | undefined;
const retrying = new Set<string>();
const watched = new Set<string>();

/** From the configuration as written: the core may not have started. */
function language(doc: Document): keyof typeof loadFailureMessages {
  const raw = readRawConfig(doc);
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const { locale } = resolvePageLocale(text(raw.host), text(raw.localePath));
  const prefix = locale.slice(0, 2);
  return prefix in loadFailureMessages ? (prefix as keyof typeof loadFailureMessages) : 'en';
}

function everywhere(root: Document | ShadowRoot, selector: string): Element[] {
  const found = [...root.querySelectorAll(selector)];
  for (const element of root.querySelectorAll('*')) {
    if (element.shadowRoot) found.push(...everywhere(element.shadowRoot, selector));
  }
  return found;
}

const buttonsOf = (doc: Document, tag: string) =>
  everywhere(doc, `${tag} > [${NOTICE}]`).flatMap(
    (notice) => notice.shadowRoot?.querySelector('button') ?? [],
  );

function createNotice(doc: Document, text: string, onRetry: () => void): HTMLElement {
  const notice = doc.createElement('div');
  notice.setAttribute(NOTICE, '');
  const root = notice.attachShadow({ mode: 'open' });
  sheet ??= new CSSStyleSheet();
  sheet.replaceSync(CSS);
  root.adoptedStyleSheets = [sheet];
  const box = doc.createElement('div');
  box.className = 'notice';
  box.setAttribute('role', 'status');
  const paragraph = doc.createElement('p');
  paragraph.textContent = text;
  const button = doc.createElement('button');
  button.type = 'button';
  button.addEventListener('click', onRetry);
  box.append(paragraph, button);
  root.append(box);
  return notice;
}

export function showLoadFailure(tag: string, error: unknown, retry: () => Promise<unknown>): void {
  console.error('[store-widgets]', `could not load <${tag}>`, error);
  const doc = document;
  const texts = { ...loadFailureMessages.en, ...loadFailureMessages[language(doc)] };
  // aria-disabled, not `disabled`: a disabled button loses the focus.
  const label = (busy: boolean) => {
    for (const button of buttonsOf(doc, tag)) {
      button.textContent = busy ? texts.loading : texts.tryAgain;
      button.setAttribute('aria-disabled', String(busy));
    }
  };
  const onRetry = () => {
    if (retrying.has(tag)) return;
    retrying.add(tag);
    label(true);
    void retry().finally(() => retrying.delete(tag));
  };
  const detail: StoreEventMap['store-widget-failed'] = {
    tag,
    message: error instanceof Error ? error.message : String(error),
    reason: 'load',
  };
  for (const element of everywhere(doc, `${tag}:not(:defined)`)) {
    if (!element.querySelector(`:scope > [${NOTICE}]`)) {
      element.append(createNotice(doc, texts.notLoaded, onRetry));
    }
    // The event is ours to send: the runtime, whose emit() sends the others, may be what failed.
    element.dispatchEvent(
      new CustomEvent('store-widget-failed', { detail, bubbles: true, composed: true }),
    );
  }
  label(false);
  if (!watched.has(tag)) {
    watched.add(tag);
    void customElements.whenDefined(tag).then(() => {
      for (const notice of everywhere(doc, `${tag} > [${NOTICE}]`)) notice.remove();
    });
  }
}
