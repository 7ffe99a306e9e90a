// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { startSession } from './session-manager';
import { getCore } from '../../core/core';
import { resetSharedInstances } from '../../core/platform/shared-instance';

/**
 * A page loaded in the hidden authorization frame carries the identity server's code for its
 * parent, which reads it from the frame's address: the widgets on that page leave it there and
 * start no session of their own (which would authorize again, in a frame of its own).
 */
const globals = globalThis as Record<string, unknown>;
const parent = Object.getOwnPropertyDescriptor(window, 'parent')!;

beforeEach(() => {
  resetSharedInstances();
  globals.storeWidgetsConfig = { platformKey: 'pk', host: 'www.assessments.com' };
  localStorage.setItem('store-widgets.tokens', JSON.stringify({ accessToken: 'stored' }));
  Object.defineProperty(window, 'parent', { value: {}, configurable: true });
  history.replaceState(null, '', '/sign-in-callback/?code=the-code&state=the-state');
});

afterEach(() => {
  Object.defineProperty(window, 'parent', parent);
  delete globals.storeWidgetsConfig;
  localStorage.clear();
  resetSharedInstances();
  history.replaceState(null, '', '/');
});

it('leaves the code in the address and checks no session', () => {
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  startSession(getCore());
  expect(location.search).toBe('?code=the-code&state=the-state');
  expect(getCore().store.session.loading).toBe(false);
  expect(getCore().store.session.user).toBeFalsy();
  expect(fetchSpy).not.toHaveBeenCalled();
  fetchSpy.mockRestore();
});
