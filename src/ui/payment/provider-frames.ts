import { isProviderMessage, type ProviderMessage } from '../../api/payment/provider-protocol';

export interface MessageTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}

export interface MessageHost {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export interface ProviderFrame {
  readonly contentWindow: MessageTarget | null;
  focus?(): void;
}

export function providerOriginOf(providerUrl: string | undefined): string | undefined {
  if (!providerUrl) return undefined;
  try {
    const { origin } = new URL(providerUrl);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** Some engines fire a load for the frame's first about:blank, which says nothing of the page. */
export function isProviderPageLoad(frame: HTMLIFrameElement | null): boolean {
  try {
    return frame?.contentWindow?.location.href !== 'about:blank';
  } catch {
    return true;
  }
}

export const newSessionId = (): string => crypto.randomUUID();

/** Hears only messages from the provider's origin, from our frames, for this session. */
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

/** Capped, so a broken provider page cannot take over the layout. */
export function frameHeight(height: unknown): number | undefined {
  return typeof height === 'number' && Number.isFinite(height) && height > 0
    ? Math.min(Math.ceil(height), 800)
    : undefined;
}
