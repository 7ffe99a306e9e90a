import { isProviderMessage, type ProviderMessage } from '../../api/payment/provider-protocol';

/** Anything a message can be posted to: an iframe's window (a fake one in tests). */
export interface MessageTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}

/** Where the frames' messages arrive: the store page's window (a fake one in tests). */
export interface MessageHost {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/** What the store's side needs of a provider's iframe. */
export interface ProviderFrame {
  readonly contentWindow: MessageTarget | null;
  focus?(): void;
}

/** The payment provider's origin (from `paymentProviderUrl`); undefined when none is configured. */
export function providerOriginOf(providerUrl: string | undefined): string | undefined {
  if (!providerUrl) return undefined;
  try {
    const { origin } = new URL(providerUrl);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * Is this load event the provider's page's? A frame's first document, before the provider's page,
 * is a same-origin about:blank whose load (some engines fire one) says nothing of the page.
 */
export function isProviderPageLoad(frame: HTMLIFrameElement | null): boolean {
  try {
    return frame?.contentWindow?.location.href !== 'about:blank';
  } catch {
    // The provider's page, cross-origin: its location cannot be read.
    return true;
  }
}

/** A fresh session id for one mount of the fields (or the challenge). */
export const newSessionId = (): string => crypto.randomUUID();

/**
 * Hears the provider's frames of one session on `host` (the store page's window): a message
 * counts only when it comes from the provider's origin, from one of our frames, and for this
 * session. Everything else on the window (other frames, other sessions, other scripts) is ignored.
 */
export function listenToProvider(
  host: MessageHost,
  options: {
    origin: string;
    session: string;
    isOurFrame(source: MessageEventSource | null): boolean;
    onMessage(message: ProviderMessage, source: MessageEventSource | null): void;
  },
): () => void {
  const listener = (event: MessageEvent) => {
    if (event.origin !== options.origin || !options.isOurFrame(event.source)) return;
    if (isProviderMessage(event.data, options.session)) options.onMessage(event.data, event.source);
  };
  host.addEventListener('message', listener);
  return () => host.removeEventListener('message', listener);
}

/** A height the provider asks for, within reason (a broken page cannot take over the layout). */
export function frameHeight(height: unknown): number | undefined {
  return typeof height === 'number' && Number.isFinite(height) && height > 0
    ? Math.min(Math.ceil(height), 800)
    : undefined;
}
