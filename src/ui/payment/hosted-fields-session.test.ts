import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAY_SOURCE, type HostedFieldName } from '../../api/payment/provider-protocol';
import { FRAME_READY_GRACE_MS, FRAME_READY_TIMEOUT_MS } from './frame-watch';
import {
  createHostedFieldsSession,
  HostedFieldsError,
  TOKENIZE_TIMEOUT_MS,
} from './hosted-fields-session';

// The store's side of the hosted fields without a browser: a fake page window that receives
// messages, and fake frames whose windows record what is posted to them.
const PROVIDER = 'http://127.0.0.1:4173/pay';
const PROVIDER_ORIGIN = 'http://127.0.0.1:4173';

function fakeHost() {
  const listeners = new Set<(event: MessageEvent) => void>();
  return {
    addEventListener(_type: 'message', listener: (event: MessageEvent) => void) {
      listeners.add(listener);
    },
    removeEventListener(_type: 'message', listener: (event: MessageEvent) => void) {
      listeners.delete(listener);
    },
    dispatch(data: unknown, origin: string, source: unknown) {
      for (const listener of listeners) listener({ data, origin, source } as MessageEvent);
    },
    get listening() {
      return listeners.size;
    },
  };
}

function fakeFrame() {
  const posted: { message: Record<string, unknown>; origin: string }[] = [];
  const contentWindow = {
    postMessage: (message: Record<string, unknown>, origin: string) =>
      posted.push({ message, origin }),
  };
  return { contentWindow, focus: vi.fn(), posted };
}

function setUp(fields: HostedFieldName[] = ['number', 'expiry', 'cvc'], cardId?: string) {
  const host = fakeHost();
  const session = createHostedFieldsSession({ providerUrl: PROVIDER, fields, cardId, host });
  const frames = Object.fromEntries(fields.map((field) => [field, fakeFrame()])) as Record<
    HostedFieldName,
    ReturnType<typeof fakeFrame>
  >;
  for (const field of fields) session.attach(field, frames[field]);
  session.start();
  /** A message of the protocol from a field's frame (by default, the right origin and session). */
  const say = (
    field: HostedFieldName,
    message: Record<string, unknown>,
    {
      origin = PROVIDER_ORIGIN,
      sessionId = session.session,
      source = frames[field].contentWindow,
    } = {},
  ) => host.dispatch({ source: PAY_SOURCE, session: sessionId, ...message }, origin, source);
  const readyAll = () => fields.forEach((field) => say(field, { type: 'ready', field }));
  return { host, session, frames, say, readyAll };
}

const EMPTY = { empty: true, valid: false };
const VALID = { empty: false, valid: true };

afterEach(() => {
  vi.useRealTimers();
});

describe('hearing the provider', () => {
  it('takes states, heights and readiness from its frames, for its session', () => {
    const { session, say, readyAll } = setUp();
    expect(session.available).toBe(true);
    expect(session.getSnapshot().ready).toBe(false);
    readyAll();
    expect(session.getSnapshot().ready).toBe(true);
    say('number', { type: 'change', field: 'number', state: { ...VALID, brand: 'visa' } });
    say('cvc', { type: 'resize', field: 'cvc', height: 99.2 });
    expect(session.getSnapshot().states).toEqual({ number: { ...VALID, brand: 'visa' } });
    expect(session.getSnapshot().heights).toEqual({ cvc: 100 });
    say('cvc', { type: 'resize', field: 'cvc', height: 100_000 });
    expect(session.getSnapshot().heights.cvc).toBe(800);
    say('cvc', { type: 'resize', field: 'cvc', height: -5 });
    expect(session.getSnapshot().heights.cvc).toBe(800);
  });

  it('ignores another origin, another session, another window, and a frame speaking for another field', () => {
    const { session, frames, say } = setUp();
    const listener = vi.fn();
    session.subscribe(listener);
    const change = { type: 'change', field: 'number', state: VALID };
    say('number', change, { origin: 'http://localhost:4173' });
    say('number', change, { origin: 'http://127.0.0.1:9999' });
    say('number', change, { sessionId: 'someone-else' });
    say('number', change, { source: fakeFrame().contentWindow });
    say('number', change, { source: null as never });
    say('cvc', change);
    say('number', { ...change, source: 'not-ours' });
    expect(session.getSnapshot().states).toEqual({});
    expect(listener).not.toHaveBeenCalled();
    expect(frames.number.posted).toEqual([]);
  });

  it('stops hearing on unmount', () => {
    const { session, host, say } = setUp();
    expect(host.listening).toBe(1);
    session.stop();
    expect(host.listening).toBe(0);
    say('number', { type: 'change', field: 'number', state: VALID });
    expect(session.getSnapshot().states).toEqual({});
  });
});

describe('talking to the provider', () => {
  it('posts only to the provider’s origin, with the session, once a frame’s page has spoken', () => {
    const { session, frames, say } = setUp();
    session.validate();
    session.focus('expiry');
    expect(frames.number.posted).toEqual([]);
    expect(frames.expiry.focus).toHaveBeenCalled();
    say('number', { type: 'ready', field: 'number' });
    // A load event alone says nothing of the page's script: the messages wait for it.
    session.frameLoaded('expiry');
    expect(frames.expiry.posted).toEqual([]);
    say('expiry', { type: 'change', field: 'expiry', state: EMPTY });
    const envelope = { source: PAY_SOURCE, session: session.session };
    expect(frames.number.posted).toEqual([
      { message: { ...envelope, type: 'validate' }, origin: PROVIDER_ORIGIN },
    ]);
    expect(frames.expiry.posted).toEqual([
      { message: { ...envelope, type: 'validate' }, origin: PROVIDER_ORIGIN },
      { message: { ...envelope, type: 'focus', field: 'expiry' }, origin: PROVIDER_ORIGIN },
    ]);
    expect(frames.cvc.posted).toEqual([]);
  });

  it('gives each mount a session of its own', () => {
    expect(setUp().session.session).not.toBe(setUp().session.session);
  });
});

describe('tokenize', () => {
  it('asks the number field and resolves with the token it sends back', async () => {
    const { session, frames, say, readyAll } = setUp();
    readyAll();
    const result = session.tokenize();
    const { message } = frames.number.posted.at(-1)!;
    expect(message).toMatchObject({ type: 'tokenize', session: session.session });
    const token = {
      token: 'tok_1',
      brand: 'visa',
      last4: '4242',
      expiryMonth: 12,
      expiryYear: 2030,
    };
    // Another request's answer, or an answer from another frame, is not this one's.
    say('number', { type: 'tokenized', requestId: 'other', token: { ...token, token: 'tok_2' } });
    say('cvc', {
      type: 'tokenized',
      requestId: message.requestId,
      token: { ...token, token: 'tok_3' },
    });
    say('number', { type: 'tokenized', requestId: message.requestId, token });
    await expect(result).resolves.toEqual(token);
  });

  it('rejects invalid with each field’s state, which the snapshot then shows', async () => {
    const { session, frames, say, readyAll } = setUp();
    readyAll();
    const result = session.tokenize();
    const { requestId } = frames.number.posted.at(-1)!.message;
    const fields = {
      number: VALID,
      expiry: { ...EMPTY, error: 'card.expiryRequired' },
      cvc: { empty: false, valid: false, error: 'card.securityCodeFormat' },
    };
    say('number', { type: 'tokenize-failed', requestId, reason: 'invalid', fields });
    const error = await result.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HostedFieldsError);
    expect(error).toMatchObject({ reason: 'invalid', fields });
    expect(session.getSnapshot().states).toEqual(fields);
  });

  it('rejects unavailable when the provider says so', async () => {
    const { session, frames, say, readyAll } = setUp();
    readyAll();
    const result = session.tokenize();
    const { requestId } = frames.number.posted.at(-1)!.message;
    say('number', { type: 'tokenize-failed', requestId, reason: 'unavailable', fields: {} });
    await expect(result).rejects.toMatchObject({ reason: 'unavailable' });
  });

  it('is unavailable when the provider does not answer within 15 seconds', async () => {
    vi.useFakeTimers();
    const { session, frames, say, readyAll } = setUp();
    readyAll();
    const result = session.tokenize();
    const settled = vi.fn();
    result.catch(settled);
    await vi.advanceTimersByTimeAsync(TOKENIZE_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).rejects.toMatchObject({
      name: 'HostedFieldsError',
      reason: 'unavailable',
    });
    // A late answer changes nothing.
    const { requestId } = frames.number.posted.at(-1)!.message;
    say('number', { type: 'tokenized', requestId, token: { token: 'late' } });
  });

  it('is unavailable when the number field never loads', async () => {
    vi.useFakeTimers();
    const { session, frames } = setUp();
    const result = session.tokenize();
    result.catch(() => undefined);
    expect(frames.number.posted).toEqual([]);
    await vi.advanceTimersByTimeAsync(TOKENIZE_TIMEOUT_MS);
    await expect(result).rejects.toMatchObject({ reason: 'unavailable' });
  });

  it('asks the number field only once every field’s page runs', async () => {
    const { session, frames, say } = setUp();
    const result = session.tokenize();
    say('number', { type: 'ready', field: 'number' });
    say('expiry', { type: 'ready', field: 'expiry' });
    // The security code's page still loads: the number could not collect it yet.
    expect(frames.number.posted).toEqual([]);
    say('cvc', { type: 'ready', field: 'cvc' });
    expect(frames.number.posted).toHaveLength(1);
    const { requestId } = frames.number.posted[0]!.message as { requestId: string };
    expect(frames.number.posted[0]!.message).toMatchObject({ type: 'tokenize' });
    const token = { token: 'tok_1', brand: 'visa', last4: '4242' };
    say('number', { type: 'tokenized', requestId, token });
    await expect(result).resolves.toEqual(token);
  });

  it('is unavailable at once without a provider', async () => {
    const session = createHostedFieldsSession({
      providerUrl: undefined,
      fields: ['number', 'expiry', 'cvc'],
      host: fakeHost(),
    });
    expect(session.available).toBe(false);
    await expect(session.tokenize()).rejects.toMatchObject({ reason: 'unavailable' });
  });

  it('is unavailable when the fields go away while waiting', async () => {
    const { session, readyAll } = setUp();
    readyAll();
    const result = session.tokenize();
    session.stop();
    await expect(result).rejects.toMatchObject({ reason: 'unavailable' });
  });

  it('asks a saved card’s security code field, the only one', async () => {
    const { session, frames, say, readyAll } = setUp(['cvc'], 'card-1001-1');
    readyAll();
    const result = session.tokenize();
    const { message } = frames.cvc.posted.at(-1)!;
    expect(message).toMatchObject({ type: 'tokenize' });
    const token = { token: 'cvc_1', cardId: 'card-1001-1' };
    say('cvc', { type: 'tokenized', requestId: message.requestId, token });
    await expect(result).resolves.toEqual(token);
  });
});

describe('a frame whose page never runs its script', () => {
  it('a page that speaks after its load stays as it is', () => {
    vi.useFakeTimers();
    const { session, readyAll } = setUp();
    for (const field of session.fields) session.frameLoaded(field);
    readyAll();
    vi.advanceTimersByTime(FRAME_READY_TIMEOUT_MS * 2);
    expect(session.getSnapshot()).toMatchObject({ attempts: {}, failed: false, ready: true });
  });

  it('a silent page is reloaded once, and the new frame gets what waited for it', () => {
    vi.useFakeTimers();
    const { session, frames, say } = setUp();
    void session.tokenize().catch(() => undefined);
    session.validate();
    say('number', { type: 'ready', field: 'number' });
    say('cvc', { type: 'ready', field: 'cvc' });
    session.frameLoaded('expiry');
    vi.advanceTimersByTime(FRAME_READY_GRACE_MS - 1);
    expect(session.getSnapshot().attempts).toEqual({});
    vi.advanceTimersByTime(1);
    // Only the silent field's frame is new: what was typed in the others stays.
    expect(session.getSnapshot()).toMatchObject({ attempts: { expiry: 1 }, failed: false });
    expect(frames.number.posted.map(({ message }) => message.type)).toEqual(['validate']);
    const reloaded = fakeFrame();
    session.attach('expiry', null);
    session.attach('expiry', reloaded);
    session.frameLoaded('expiry');
    say('expiry', { type: 'ready', field: 'expiry' }, { source: reloaded.contentWindow });
    vi.advanceTimersByTime(FRAME_READY_TIMEOUT_MS);
    expect(session.getSnapshot()).toMatchObject({ ready: true, failed: false });
    expect(reloaded.posted.map(({ message }) => message.type)).toEqual(['validate']);
    // Every page runs: the number field is asked for the token.
    expect(frames.number.posted.map(({ message }) => message.type)).toEqual([
      'validate',
      'tokenize',
    ]);
  });

  it('a frame silent again has failed: tokenize is unavailable at once', async () => {
    vi.useFakeTimers();
    const { session, say } = setUp();
    say('number', { type: 'ready', field: 'number' });
    say('expiry', { type: 'ready', field: 'expiry' });
    // A load that never ends counts as silent too.
    vi.advanceTimersByTime(FRAME_READY_TIMEOUT_MS);
    expect(session.getSnapshot()).toMatchObject({ attempts: { cvc: 1 }, failed: false });
    session.attach('cvc', null);
    session.attach('cvc', fakeFrame());
    session.frameLoaded('cvc');
    vi.advanceTimersByTime(FRAME_READY_GRACE_MS);
    expect(session.getSnapshot()).toMatchObject({ attempts: { cvc: 1 }, failed: true });
    await expect(session.tokenize()).rejects.toMatchObject({ reason: 'unavailable' });
  });

  it('leaves no timer behind on unmount', () => {
    vi.useFakeTimers();
    const { session } = setUp();
    session.frameLoaded('number');
    session.stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
