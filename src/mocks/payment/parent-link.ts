import {
  isPageMessage,
  PAY_SOURCE,
  type PageMessage,
  type ProviderMessage,
} from '../../api/payment/provider-protocol';

type Without<M, K extends PropertyKey> = M extends unknown ? Omit<M, K> : never;
export type Outgoing = Without<ProviderMessage, 'source' | 'session'>;

/**
 * A provider page's line to the store's page that framed it: it hears only messages from its
 * parent window, from the `parent` origin, for its session; it posts only to that origin.
 */
export interface ParentLink {
  session: string;
  post(message: Outgoing): void;
  listen(handler: (message: PageMessage) => void): void;
}

export function parentLink(query: URLSearchParams): ParentLink {
  const session = query.get('session') ?? '';
  const parentOrigin = query.get('parent') ?? '';
  // Framed (the store's page) and told by whom: otherwise there is nobody to talk to.
  const connected = window.parent !== window && /^https?:\/\/[^/]+$/.test(parentOrigin);
  return {
    session,
    post(message) {
      if (connected)
        window.parent.postMessage({ source: PAY_SOURCE, session, ...message }, parentOrigin);
    },
    listen(handler) {
      window.addEventListener('message', (event) => {
        if (!connected || event.origin !== parentOrigin || event.source !== window.parent) return;
        if (isPageMessage(event.data, session)) handler(event.data);
      });
    },
  };
}

/** Tells the parent the page's height whenever it changes (an error line shown, a font loaded). */
export function reportHeight(link: ParentLink, field: 'number' | 'expiry' | 'cvc' | 'captcha') {
  let last = 0;
  const report = () => {
    const height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    link.post({ type: 'resize', field, height });
  };
  new ResizeObserver(report).observe(document.body);
  report();
}
