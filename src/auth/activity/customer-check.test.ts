import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createCustomerCheck, type CustomerCheckOutcome } from './customer-check';
import {
  CUSTOMER_CHECK_THROTTLE_MS,
  LAST_CUSTOMER_CHECK_KEY,
} from '../session-constants/session-constants';
import { BlockedStorage, MemoryStorage } from '../../testing/memory-storage';

const START = Date.UTC(2025, 0, 1, 9, 0, 0);

let storage: MemoryStorage;
let check: ReturnType<typeof vi.fn<() => Promise<CustomerCheckOutcome>>>;
let onUnauthorized: ReturnType<typeof vi.fn<() => void>>;
let error: MockInstance<typeof console.error>;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
  storage = new MemoryStorage();
  check = vi.fn<() => Promise<CustomerCheckOutcome>>().mockResolvedValue('ok');
  onUnauthorized = vi.fn<() => void>();
  error = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
});

const create = (s: Storage = storage) =>
  createCustomerCheck({ storage: s, now: () => Date.now(), check, onUnauthorized });

describe('createCustomerCheck', () => {
  it('checks, and records the time in local storage for other tabs', async () => {
    await expect(create().maybeCheck()).resolves.toBe('ok');
    expect(check).toHaveBeenCalledTimes(1);
    expect(storage.getItem(LAST_CUSTOMER_CHECK_KEY)).toBe(String(START));
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('at most once per throttle window', async () => {
    const customer = create();
    await customer.maybeCheck();
    vi.advanceTimersByTime(CUSTOMER_CHECK_THROTTLE_MS - 1);
    await expect(customer.maybeCheck()).resolves.toBe('skipped');
    expect(check).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await expect(customer.maybeCheck()).resolves.toBe('ok');
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('per browser: a check made by another tab (or widget copy) is skipped here', async () => {
    const otherTab = create();
    const thisTab = create();
    await otherTab.maybeCheck();
    vi.advanceTimersByTime(60_000);
    await expect(thisTab.maybeCheck()).resolves.toBe('skipped');
    expect(check).toHaveBeenCalledTimes(1);

    storage.setItem(LAST_CUSTOMER_CHECK_KEY, String(Date.now() - 1000)); // a third tab, just now
    vi.advanceTimersByTime(CUSTOMER_CHECK_THROTTLE_MS - 60_000);
    await expect(thisTab.maybeCheck()).resolves.toBe('skipped');
  });

  it('401 logs out', async () => {
    check.mockResolvedValue('unauthorized');
    await expect(create().maybeCheck()).resolves.toBe('unauthorized');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('an error (network, 500) is logged and keeps the session', async () => {
    check.mockResolvedValue('error');
    await expect(create().maybeCheck()).resolves.toBe('error');
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(
      '[store-widgets]',
      'customer check failed; the session is kept',
    );
  });

  it('a rejected check counts as an error, logged with its cause', async () => {
    const cause = new TypeError('Failed to fetch');
    check.mockRejectedValue(cause);
    await expect(create().maybeCheck()).resolves.toBe('error');
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(
      '[store-widgets]',
      'customer check failed; the session is kept',
      cause,
    );
  });

  it('a failed check still uses up the window (no retry storm against a failing server)', async () => {
    check.mockResolvedValue('error');
    const customer = create();
    await customer.maybeCheck();
    vi.advanceTimersByTime(10_000);
    await expect(customer.maybeCheck()).resolves.toBe('skipped');
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('concurrent calls share one in-flight check', async () => {
    let answer: (outcome: CustomerCheckOutcome) => void = () => {};
    check.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const customer = create();
    const first = customer.maybeCheck();
    const second = customer.maybeCheck();
    expect(second).toBe(first);
    answer('unauthorized');
    await expect(Promise.all([first, second])).resolves.toEqual(['unauthorized', 'unauthorized']);
    expect(check).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('a throwing logout is logged', async () => {
    check.mockResolvedValue('unauthorized');
    onUnauthorized.mockImplementation(() => {
      throw new Error('boom');
    });
    await expect(create().maybeCheck()).resolves.toBe('unauthorized');
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('a stored time in the future (clock set back) does not block checks', async () => {
    storage.setItem(LAST_CUSTOMER_CHECK_KEY, String(START + 3_600_000));
    await expect(create().maybeCheck()).resolves.toBe('ok');
  });

  it('a malformed stored time is ignored', async () => {
    storage.setItem(LAST_CUSTOMER_CHECK_KEY, 'yesterday');
    await expect(create().maybeCheck()).resolves.toBe('ok');
  });

  it('blocked storage: the throttle still holds within this tab', async () => {
    const customer = create(new BlockedStorage());
    await expect(customer.maybeCheck()).resolves.toBe('ok');
    await expect(customer.maybeCheck()).resolves.toBe('skipped');
    vi.advanceTimersByTime(CUSTOMER_CHECK_THROTTLE_MS);
    await expect(customer.maybeCheck()).resolves.toBe('ok');
    expect(check).toHaveBeenCalledTimes(2);
  });
});
