// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCore } from '../core';
import { GEOLOCATION_TIMEOUT_MS, lookUpCountry } from './geolocation';
import { resetSharedInstances } from '../platform/shared-instance';
import { addFault } from '../../mocks/control/faults';

/** Spec section 9: the geolocation lookup gives up after 30000 ms (a fake clock here). */
const globals = globalThis as Record<string, unknown>;

beforeEach(() => {
  globals.storeWidgetsConfig = {
    platformKey: 'pk',
    host: 'www.assessments.com',
    storeBase: 'https://store.example.test',
  };
  resetSharedInstances();
});

afterEach(() => {
  vi.useRealTimers();
  delete globals.storeWidgetsConfig;
});

describe('geolocation lookup timeout', () => {
  it('waits 30000 ms for an answer, then gives up: logged, no country, nothing shown', async () => {
    expect(GEOLOCATION_TIMEOUT_MS).toBe(30_000);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The lookup service never answers.
    addFault({ path: '/geolocation', mode: 'timeout' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let settled = false;
    const lookup = lookUpCountry(getCore()).finally(() => (settled = true));

    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).toBe(false);
    expect(error).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    await expect(lookup).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith(
      '[store-widgets]',
      'geolocation: lookup failed',
      expect.objectContaining({ name: 'TimeoutError' }),
    );
    expect(getCore().store.countryUnidentified).toBe(false);
  });

  it('clears its timer when the answer comes in time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await expect(lookUpCountry(getCore())).resolves.toEqual(expect.stringMatching(/^[A-Z]{2}$/));
    expect(vi.getTimerCount()).toBe(0);
  });
});
