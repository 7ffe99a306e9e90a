// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCore } from '../core';
import { FLAG_DEFAULTS, FLAG_MOCK_VALUES } from './flag-defaults';
import { FLAG_SDK_OPTIONS, startFlagClient, type FlagClient } from './flag-client';
import { finishSessionLoading, setUser } from '../store/actions';
import { resetSharedInstances } from '../platform/shared-instance';
import { addFault } from '../../mocks/control/faults';
import { flagContextsSeen, flagEventsPosted, setMockFlags } from '../../mocks/flags/flag-service';
import { setMockCountry } from '../../mocks/flags/geolocation';
import { faultHandlers } from '../../mocks/handlers/faults';
import { flagHandlers } from '../../mocks/handlers/flags';
import { server } from '../../mocks/node';

const globals = globalThis as Record<string, unknown>;
const BASE_CONFIG = {
  platformKey: 'pk',
  host: 'www.assessments.com',
  storeBase: 'https://store.example.test',
  flagsClientId: 'env-test',
  flagsBaseUrl: 'https://flags.example.test/ld',
  flagsEventsUrl: 'https://flags.example.test/ld/events',
  flagsStreamUrl: 'https://flags.example.test/ld/stream',
};

let clients: FlagClient[] = [];

function start(config: Record<string, unknown> = {}): FlagClient {
  globals.storeWidgetsConfig = { ...BASE_CONFIG, ...config };
  const client = startFlagClient(getCore());
  clients.push(client);
  return client;
}

const flags = () => ({ ...getCore().store.flags });
const errorsLogged = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map((call) => call.map(String).join(' '));

beforeEach(() => {
  localStorage.clear();
  // Faults first, as in src/mocks/handlers.ts; server.use puts these before the base handlers.
  server.use(...faultHandlers, ...flagHandlers);
});

afterEach(async () => {
  await Promise.all(clients.map((client) => client.stop()));
  clients = [];
  delete globals.storeWidgetsConfig;
  localStorage.clear();
});

describe('flag client', () => {
  it('passes the spec flag library values to the SDK', () => {
    expect(FLAG_SDK_OPTIONS).toMatchObject({
      bootstrap: 'localStorage',
      streaming: true,
      sendEvents: true,
      eventCapacity: 100,
      flushInterval: 2000,
      streamReconnectDelay: 1000,
      diagnosticRecordingInterval: 900_000,
    });
  });

  it('builds the context only after session loading has finished', async () => {
    const client = start();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(flagContextsSeen()).toEqual([]);
    setUser(getCore(), { id: 'u-7', firstName: 'Ada', lastName: 'Lee' });
    finishSessionLoading(getCore());
    await client.ready;
    expect(flagContextsSeen()).toEqual([
      {
        kind: 'user',
        key: 'u-7',
        siteUid: 'usassessments',
        storeUid: 'usassessments-en',
        locale: 'en-us',
        country: 'US',
      },
    ]);
  });

  it('puts the service values into the store, logs nothing, and posts its events', async () => {
    const error = vi.spyOn(console, 'error');
    const warn = vi.spyOn(console, 'warn');
    const client = start();
    expect(flags()).toEqual(FLAG_DEFAULTS);
    finishSessionLoading(getCore());
    await client.ready;
    expect(flags()).toEqual(FLAG_MOCK_VALUES);
    await client.stop();
    expect(flagEventsPosted().map((e) => e.kind)).toContain('bulk');
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('takes only known flags with values of the right type', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    setMockFlags({ upc: 'yes', 'quick-order-rows': null, 'no-such-flag': true } as never);
    const client = start();
    finishSessionLoading(getCore());
    await client.ready;
    expect(flags()).toEqual({ ...FLAG_MOCK_VALUES, upc: false, 'quick-order-rows': null });
    expect(flags()).not.toHaveProperty('no-such-flag');
    expect(errorsLogged(error)).toEqual([
      '[store-widgets] flags: "upc" from the flag service has the wrong type; ignored',
    ]);
  });

  it('lets the page configuration win over the service', async () => {
    const client = start({ flags: { vat: false, 'quick-order-rows': { min: 1, max: 5 } } });
    finishSessionLoading(getCore());
    await client.ready;
    expect(flags()).toEqual({
      ...FLAG_MOCK_VALUES,
      vat: false,
      'quick-order-rows': { min: 1, max: 5 },
    });
  });

  it.each(['500', 'network'] as const)(
    'keeps the current values and logs once when the service fails (%s)',
    async (mode) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      addFault({ path: '/ld/sdk/evalx/**', mode });
      const client = start();
      finishSessionLoading(getCore());
      await client.ready;
      expect(flags()).toEqual(FLAG_DEFAULTS);
      expect(error).toHaveBeenCalledTimes(1);
      expect(errorsLogged(error)[0]).toContain('flags: the flag service failed');
    },
  );

  it('keeps the current values and logs once when the service does not answer', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    addFault({ path: '/ld/sdk/evalx/**', mode: 'timeout' });
    // Compress the 5 s the client waits for a first answer; every shorter timer runs as is.
    const realSetTimeout = globalThis.setTimeout;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((
      handler: () => void,
      ms?: number,
      ...rest: unknown[]
    ) => realSetTimeout(handler, ms !== undefined && ms >= 5000 ? 20 : ms, ...rest)) as never);
    const client = start();
    finishSessionLoading(getCore());
    await client.ready;
    expect(flags()).toEqual(FLAG_DEFAULTS);
    expect(error).toHaveBeenCalledTimes(1);
    expect(errorsLogged(error)[0]).toContain('flags: the flag service failed');
  });

  it('starts from the values this browser stored for the context (bootstrap from local storage)', async () => {
    const first = start();
    finishSessionLoading(getCore());
    await first.ready;
    await first.stop();
    resetSharedInstances();

    vi.spyOn(console, 'error').mockImplementation(() => {});
    addFault({ path: '/ld/sdk/evalx/**', mode: '500' });
    const second = start();
    expect(flags()).toEqual(FLAG_DEFAULTS);
    finishSessionLoading(getCore());
    await second.ready;
    expect(flags()).toEqual(FLAG_MOCK_VALUES);
  });

  it.each([
    ['mockFlags is on', { mockFlags: true }, FLAG_MOCK_VALUES],
    ['there is no client id', { flagsClientId: '' }, FLAG_DEFAULTS],
  ])('does nothing when %s', async (_, config, expected) => {
    const client = start(config);
    finishSessionLoading(getCore());
    await client.ready;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(flagContextsSeen()).toEqual([]);
    expect(flags()).toEqual(expected);
  });

  it('runs once per page however many widgets start it', async () => {
    const client = start();
    expect(startFlagClient(getCore())).toBe(client);
    finishSessionLoading(getCore());
    await client.ready;
    expect(flagContextsSeen()).toHaveLength(1);
  });

  it('evaluates again when the user signs in and out', async () => {
    const client = start();
    finishSessionLoading(getCore());
    await client.ready;
    const anonymousKey = (flagContextsSeen()[0] as { key: string }).key;

    setMockFlags({ 'order-history': false });
    setUser(getCore(), { id: 'u-9', firstName: 'Bo', lastName: 'Ng' });
    await vi.waitFor(() => expect(flagContextsSeen()).toHaveLength(2));
    expect(flagContextsSeen()[1]).toMatchObject({ key: 'u-9' });
    expect(flagContextsSeen()[1]).not.toHaveProperty('anonymous');
    await vi.waitFor(() => expect(flags()['order-history']).toBe(false));

    setUser(getCore(), null);
    await vi.waitFor(() => expect(flagContextsSeen()).toHaveLength(3));
    expect(flagContextsSeen()[2]).toMatchObject({ key: anonymousKey, anonymous: true });
  });
});

/** Just enough of EventSource over fetch for the SDK's stream (jsdom and Node 20 have none). */
class FetchEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static urls: string[] = [];
  readyState = FetchEventSource.CONNECTING;
  onerror: ((event: Event) => void) | null = null;
  onopen: ((event: Event) => void) | null = null;
  private readonly abort = new AbortController();

  constructor(url: string) {
    super();
    FetchEventSource.urls.push(url);
    void this.read(url);
  }

  private async read(url: string) {
    try {
      const response = await fetch(url, { signal: this.abort.signal });
      this.readyState = FetchEventSource.OPEN;
      this.onopen?.(new Event('open'));
      let buffer = '';
      for await (const chunk of response.body!.pipeThrough(new TextDecoderStream())) {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const type = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
          const data = /^data: (.*)$/m.exec(block)?.[1] ?? '';
          this.dispatchEvent(new MessageEvent(type, { data }));
        }
      }
    } catch {
      if (this.readyState !== FetchEventSource.CLOSED) this.onerror?.(new Event('error'));
    }
  }

  close() {
    this.readyState = FetchEventSource.CLOSED;
    this.abort.abort();
  }
}

describe('flag client stream', () => {
  it('follows changes the service pushes', async () => {
    vi.stubGlobal('EventSource', FetchEventSource);
    FetchEventSource.urls = [];
    try {
      const client = start();
      finishSessionLoading(getCore());
      await client.ready;
      await vi.waitFor(() => expect(FetchEventSource.urls).toHaveLength(1));
      expect(FetchEventSource.urls[0]).toMatch(
        /^https:\/\/flags\.example\.test\/ld\/stream\/eval\/env-test\/[\w-]+$/,
      );
      expect(flags().vat).toBe(true);
      setMockFlags({ vat: false });
      await vi.waitFor(() => expect(flags().vat).toBe(false));
    } finally {
      await Promise.all(clients.map((client) => client.stop()));
      vi.unstubAllGlobals();
    }
  });
});

describe('country for the flag context (geolocation lookup)', () => {
  it('marks the country unidentified when the lookup has none, and leaves it out of the context', async () => {
    setMockCountry(null);
    const client = start();
    finishSessionLoading(getCore());
    await client.ready;
    expect(getCore().store.countryUnidentified).toBe(true);
    expect(flagContextsSeen()[0]).not.toHaveProperty('country');
  });

  it('treats an unknown code as unidentified', async () => {
    setMockCountry('XX');
    const client = start({ mockFlags: true });
    await vi.waitFor(() => expect(getCore().store.countryUnidentified).toBe(true));
    await client.ready;
  });

  it('only logs a failed lookup (no modal) and still loads the flags', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    addFault({ path: '/geolocation', mode: '500' });
    const client = start();
    finishSessionLoading(getCore());
    await client.ready;
    expect(getCore().store.countryUnidentified).toBe(false);
    expect(flagContextsSeen()[0]).not.toHaveProperty('country');
    expect(flags()).toEqual(FLAG_MOCK_VALUES);
    expect(errorsLogged(error)).toEqual([
      expect.stringContaining('geolocation: lookup failed') as unknown as string,
    ]);
  });
});

describe('fake flag service stream', () => {
  it('sends every flag in a put, then a patch per change', async () => {
    const context = btoa(JSON.stringify({ kind: 'user', key: 'k' })).replace(/=+$/, '');
    const response = await fetch(`https://flags.example.test/ld/stream/eval/env-test/${context}`);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    const put = (await reader.read()).value!;
    expect(put).toMatch(/^event: put\ndata: /);
    expect(JSON.parse(put.split('data: ')[1]!).vat).toMatchObject({ value: true });

    const control = await fetch('https://flags.example.test/__mock/flags', {
      method: 'POST',
      body: JSON.stringify({ values: { vat: false } }),
    });
    expect(control.status).toBe(204);
    const patch = (await reader.read()).value!;
    expect(patch).toMatch(/^event: patch\ndata: /);
    expect(JSON.parse(patch.split('data: ')[1]!)).toMatchObject({ key: 'vat', value: false });
    await reader.cancel();
  });

  it('rejects unknown flags and wrong types at the control endpoint', async () => {
    const response = await fetch('https://flags.example.test/__mock/flags', {
      method: 'POST',
      body: JSON.stringify({ values: { vat: 'yes', nope: true } }),
    });
    expect(response.status).toBe(400);
  });
});
