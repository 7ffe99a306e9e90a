import { FLAG_MOCK_VALUES, type FlagKey, type FlagValues } from '../../core/flags/flag-defaults';

/**
 * State of the fake flag service (LaunchDarkly's client-side protocol): values, a version per
 * flag so the SDK applies stream patches in order, the open streams, and what the SDK sent.
 */
interface FlagServiceState {
  values: FlagValues;
  versions: Partial<Record<FlagKey, number>>;
  version: number;
  streams: Set<ReadableStreamDefaultController<Uint8Array>>;
  contexts: unknown[];
  events: { kind: 'bulk' | 'diagnostic'; payload: unknown }[];
}

function initialState(): FlagServiceState {
  return {
    values: structuredClone(FLAG_MOCK_VALUES) as FlagValues,
    versions: {},
    version: 1,
    streams: new Set(),
    contexts: [],
    events: [],
  };
}

let state = initialState();
const encoder = new TextEncoder();

function evaluation(key: FlagKey) {
  const value = state.values[key];
  const version = state.versions[key] ?? 1;
  return {
    value,
    // Booleans are two-variation flags (true first); others have one variation in this fake.
    variation: value === false ? 1 : 0,
    version,
    flagVersion: version,
    trackEvents: false,
  };
}

/** The evalx answer: every flag for the context (this fake gives every context the same values). */
export function evaluatedFlags(): Record<string, ReturnType<typeof evaluation>> {
  return Object.fromEntries(
    (Object.keys(state.values) as FlagKey[]).map((key) => [key, evaluation(key)]),
  );
}

function send(
  controller: ReadableStreamDefaultController<Uint8Array>,
  event: string,
  data: unknown,
) {
  try {
    controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
  } catch {
    state.streams.delete(controller);
  }
}

/** A server-sent event stream: a `put` with every flag now, a `patch` per later change. */
export function openFlagStream(): ReadableStream<Uint8Array> {
  let self: ReadableStreamDefaultController<Uint8Array> | undefined;
  const streams = state.streams;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      self = controller;
      streams.add(controller);
      send(controller, 'put', evaluatedFlags());
    },
    cancel() {
      if (self) streams.delete(self);
    },
  });
}

/** Test control: changes flags for later evaluations and pushes a `patch` to every open stream. */
export function setMockFlags(values: Partial<FlagValues>): void {
  for (const key of Object.keys(values) as FlagKey[]) {
    (state.values as unknown as Record<string, unknown>)[key] = values[key];
    state.versions[key] = ++state.version;
    for (const stream of state.streams) send(stream, 'patch', { key, ...evaluation(key) });
  }
}

/** The context the SDK puts in a URL path (base64url of UTF-8 JSON). */
export function decodeContext(encoded: string): unknown {
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    const text = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    const context: unknown = JSON.parse(text);
    const { kind, key } = (context ?? {}) as { kind?: unknown; key?: unknown };
    return typeof kind === 'string' && typeof key === 'string' && key ? context : undefined;
  } catch {
    return undefined;
  }
}

export function recordFlagContext(context: unknown): void {
  state.contexts.push(context);
}

export function recordFlagEvents(kind: 'bulk' | 'diagnostic', payload: unknown): void {
  state.events.push({ kind, payload });
}

export function flagContextsSeen(): readonly unknown[] {
  return state.contexts;
}

export function flagEventsPosted(): readonly FlagServiceState['events'][number][] {
  return state.events;
}

/** Back to the mock-mode values; open streams are closed so their clients reconnect to a fresh `put`. */
export function resetMockFlags(): void {
  for (const stream of state.streams) {
    try {
      stream.close();
    } catch {
      // already closed or cancelled
    }
  }
  state = initialState();
}
