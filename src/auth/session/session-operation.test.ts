// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getCore } from '../../core/core';
import { signOut } from './session-actions';
import { startSessionOperation } from './session-operation';

const globals = globalThis as Record<string, unknown>;

/** Every session event the document hears, in order, until `stop()`. */
function listen() {
  const heard: [string, Record<string, unknown>][] = [];
  const types = ['store-session-update-started', 'store-session-error', 'store-signed-out'];
  const listener = (event: Event) =>
    heard.push([event.type, (event as CustomEvent<Record<string, unknown>>).detail]);
  for (const type of types) document.addEventListener(type, listener);
  return { heard, stop: () => types.forEach((t) => document.removeEventListener(t, listener)) };
}

beforeEach(() => {
  globals.storeWidgetsConfig = { platformKey: 'pk', host: 'www.assessments.com' };
});
afterEach(() => {
  delete globals.storeWidgetsConfig;
});

describe('a session operation', () => {
  it('settles once: the first outcome counts; only a failure fires the error', async () => {
    const { heard, stop } = listen();
    const failed = startSessionOperation('sign-in');
    failed.failed({ code: 'wrongCredentials', message: 'No.' });
    failed.succeeded();
    const cancelled = startSessionOperation('sign-in');
    cancelled.cancelled();
    cancelled.failed({ code: 'signInUnavailable', message: 'Later.' });
    stop();
    expect(heard.map(([type]) => type)).toEqual([
      'store-session-update-started',
      'store-session-error',
      'store-session-update-started',
    ]);
    const [first, second] = [heard[0]![1], heard[2]![1]];
    expect(await first.result).toEqual({
      status: 'failed',
      code: 'wrongCredentials',
      message: 'No.',
    });
    expect(await second.result).toEqual({ status: 'failed', code: 'cancelled', message: '' });
  });

  it('a sign-out starts one that has succeeded once the page heard store-signed-out', async () => {
    getCore().store.session.user = { id: 'u-1001', firstName: 'Dana', lastName: 'Whitfield' };
    // A product page: a sign-out there stays on the page (no navigation, which jsdom lacks).
    history.replaceState(null, '', '/p/0158241926');
    const { heard, stop } = listen();
    await signOut(getCore(), { reason: 'user' });
    stop();
    expect(heard.map(([type]) => type)).toEqual([
      'store-session-update-started',
      'store-signed-out',
    ]);
    expect(heard[0]![1].action).toBe('sign-out');
    expect(await heard[0]![1].result).toEqual({ status: 'succeeded' });
  });
});
