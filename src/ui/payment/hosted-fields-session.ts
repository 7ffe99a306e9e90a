import {
  PAY_SOURCE,
  type CardToken,
  type HostedFieldName,
  type HostedFieldState,
  type PageMessage,
  type ProviderMessage,
  type SecurityCodeToken,
} from '../../api/payment/provider-protocol';
import { watchFrame, type FrameWatch } from './frame-watch';
import {
  frameHeight,
  listenToProvider,
  newSessionId,
  providerOriginOf,
  type MessageHost,
  type ProviderFrame,
} from './provider-frames';

export type HostedFieldStates = Partial<Record<HostedFieldName, HostedFieldState>>;

/** Why `tokenize()` gave no token: `invalid` fields, or the provider `unavailable`. */
export class HostedFieldsError extends Error {
  override readonly name = 'HostedFieldsError';
  constructor(
    readonly reason: 'invalid' | 'unavailable',
    readonly fields: HostedFieldStates = {},
  ) {
    super(`Card fields: ${reason}`);
  }
}

/** A provider that has not answered a tokenisation within this is down for the shopper. */
export const TOKENIZE_TIMEOUT_MS = 15_000;

export interface HostedFieldsSnapshot {
  states: HostedFieldStates;
  heights: Partial<Record<HostedFieldName, number>>;
  ready: boolean;
  /** A silent frame is reloaded once: key each field's frame by this. */
  attempts: Partial<Record<HostedFieldName, number>>;
  failed: boolean;
}

export interface HostedFieldsSessionOptions {
  providerUrl: string | undefined;
  /** Number, expiry and cvc for a new card; cvc alone with `cardId`. */
  fields: readonly HostedFieldName[];
  cardId?: string | undefined;
  host?: MessageHost;
  timeoutMs?: number;
}

interface Pending {
  resolve(token: CardToken | SecurityCodeToken): void;
  reject(error: HostedFieldsError): void;
  timer: ReturnType<typeof setTimeout>;
}

type Without<M, K extends PropertyKey> = M extends unknown ? Omit<M, K> : never;

/**
 * One mount of the hosted card fields, without React. Messages go to and come from the provider's
 * origin only, from these frames, for this session; a message for a frame not yet spoken waits.
 * A silent frame still takes typing but could never pay, so it is reloaded once, then fails.
 */
export function createHostedFieldsSession(options: HostedFieldsSessionOptions) {
  const { fields, cardId, timeoutMs = TOKENIZE_TIMEOUT_MS } = options;
  const origin = providerOriginOf(options.providerUrl);
  const session = newSessionId();
  const primary: HostedFieldName = cardId ? 'cvc' : 'number';
  const frames = new Map<HostedFieldName, ProviderFrame>();
  const loaded = new Set<HostedFieldName>();
  const queued = new Map<HostedFieldName, PageMessage[]>();
  const pending = new Map<string, Pending>();
  const listeners = new Set<() => void>();
  // The primary collects the other fields from their pages, so it is asked only once all run.
  let whenReady: (() => void)[] = [];
  let snapshot: HostedFieldsSnapshot = {
    states: {},
    heights: {},
    ready: false,
    attempts: {},
    failed: false,
  };
  let stopListening: (() => void) | undefined;
  const watches = new Map<HostedFieldName, FrameWatch>(
    fields.map((field) => [
      field,
      watchFrame({
        reload: () =>
          update({
            attempts: { ...snapshot.attempts, [field]: (snapshot.attempts[field] ?? 0) + 1 },
          }),
        fail: () => update({ failed: true }),
      }),
    ]),
  );

  const allLoaded = () => fields.every((field) => loaded.has(field));

  const update = (change: Partial<HostedFieldsSnapshot>) => {
    snapshot = { ...snapshot, ...change };
    snapshot.ready = allLoaded();
    if (snapshot.ready && whenReady.length > 0) {
      const waiting = whenReady;
      whenReady = [];
      for (const run of waiting) run();
    }
    for (const listener of listeners) listener();
  };

  const post = (field: HostedFieldName, message: PageMessage) => {
    const target = frames.get(field)?.contentWindow;
    if (origin && target) target.postMessage(message, origin);
  };

  const send = (field: HostedFieldName, message: Without<PageMessage, 'source' | 'session'>) => {
    const full = { source: PAY_SOURCE, session, ...message } as PageMessage;
    if (loaded.has(field)) post(field, full);
    else queued.set(field, [...(queued.get(field) ?? []), full]);
  };

  const markLoaded = (field: HostedFieldName) => {
    if (loaded.has(field)) return;
    watches.get(field)?.spoke();
    loaded.add(field);
    for (const message of queued.get(field) ?? []) post(field, message);
    queued.delete(field);
    update({});
  };

  const settle = (requestId: string): Pending | undefined => {
    const request = pending.get(requestId);
    if (request) {
      clearTimeout(request.timer);
      pending.delete(requestId);
    }
    return request;
  };

  const fieldOf = (source: MessageEventSource | null) =>
    fields.find((field) => source !== null && frames.get(field)?.contentWindow === source);

  const receive = (message: ProviderMessage, from: HostedFieldName) => {
    switch (message.type) {
      case 'ready':
        return markLoaded(from);
      case 'change':
        markLoaded(from);
        return update({ states: { ...snapshot.states, [from]: message.state } });
      case 'resize': {
        const height = frameHeight(message.height);
        if (height !== undefined) update({ heights: { ...snapshot.heights, [from]: height } });
        return;
      }
      case 'tokenized':
        if (from === primary) settle(message.requestId)?.resolve(message.token);
        return;
      case 'tokenize-failed': {
        if (from !== primary) return;
        const request = settle(message.requestId);
        if (!request) return;
        update({ states: { ...snapshot.states, ...message.fields } });
        request.reject(new HostedFieldsError(message.reason, message.fields));
        return;
      }
      default:
        return;
    }
  };

  return {
    session,
    available: origin !== undefined,
    fields,
    primary,
    getSnapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    attach(field: HostedFieldName, frame: ProviderFrame | null) {
      if (frame) {
        frames.set(field, frame);
        if (stopListening) watches.get(field)?.begin();
      } else {
        frames.delete(field);
        loaded.delete(field);
      }
    },
    /** The provider page's deferred script has run by its load event: silence after it is final. */
    frameLoaded(field: HostedFieldName) {
      if (!loaded.has(field)) watches.get(field)?.loaded();
    },
    start() {
      if (!origin || stopListening) return;
      for (const field of frames.keys()) if (!loaded.has(field)) watches.get(field)?.begin();
      stopListening = listenToProvider(options.host ?? window, {
        origin,
        session,
        isOurFrame: (source) => fieldOf(source) !== undefined,
        onMessage: (message, source) => {
          const from = fieldOf(source);
          // A frame speaks for its own field only.
          if (from && (!('field' in message) || message.field === from)) receive(message, from);
        },
      });
    },
    stop() {
      stopListening?.();
      stopListening = undefined;
      for (const watch of watches.values()) watch.stop();
      for (const requestId of [...pending.keys()])
        settle(requestId)?.reject(new HostedFieldsError('unavailable'));
    },
    validate() {
      for (const field of fields) send(field, { type: 'validate' });
    },
    focus(field: HostedFieldName) {
      frames.get(field)?.focus?.();
      send(field, { type: 'focus', field });
    },
    tokenize(): Promise<CardToken | SecurityCodeToken> {
      if (!origin || snapshot.failed) return Promise.reject(new HostedFieldsError('unavailable'));
      const requestId = newSessionId();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(requestId);
          reject(new HostedFieldsError('unavailable', snapshot.states));
        }, timeoutMs);
        pending.set(requestId, { resolve, reject, timer });
        const ask = () => {
          if (pending.has(requestId)) send(primary, { type: 'tokenize', requestId });
        };
        // From the frames themselves: the snapshot is only refreshed on their messages.
        if (allLoaded()) ask();
        else whenReady.push(ask);
      });
    },
  };
}

export type HostedFieldsSession = ReturnType<typeof createHostedFieldsSession>;
