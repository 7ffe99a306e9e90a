// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http/api-error';
import { ORDER_STATUS_LIMITED } from '../../api/orders/order-history.schema';
import { orderStatusLimitOf } from '../../api/orders/order-status';
import { getCore } from '../../core/core';
import {
  limitedLookup,
  ORDER_STATUS_LOOKUP_LIMIT,
  ORDER_STATUS_LOOKUP_WINDOW_MS,
  OrderStatusLimitError,
} from '../../mocks/db/order-status-limit';
import { OrderOpError } from '../../mocks/db/order-errors';
import { OrderStatus } from './order-status';
import { call, signIn } from '../../testing/commerce-backend';
import { DANA } from '../../testing/order-backend';
import { mountWidget } from '../../testing/mount-widget';

// The session check is not under test: the tests set the session themselves.
vi.mock('../../auth/session/start', () => ({ startSession: () => undefined }));

/**
 * The status lookup's brake (src/mocks/db/order-status-limit.ts): ORDER_STATUS_LOOKUP_LIMIT
 * failures in the window, then 429 with when to retry until the oldest leaves it; the message.
 */
const T0 = Date.parse('2026-11-23T21:00:00Z');
const WRONG = { orderNumber: 'W09000016', email: 'district@example.com' };
const RIGHT = { orderNumber: 'W09000016', email: 'clinician@example.com' };
const lookup = (body: unknown, options: { token?: string; from?: string } = {}) =>
  call('POST', '/order-status', {
    body,
    token: options.token,
    headers: options.from ? { 'X-Forwarded-For': options.from } : {},
  });
const reasonOf = (body: unknown) =>
  (body as { errors: { type: string; reason: string; retryAfterSeconds?: number }[] }).errors[0];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the lookup limit at its boundary', () => {
  it(`answers ${ORDER_STATUS_LOOKUP_LIMIT} failed lookups, refuses the next one (even a right one) until the oldest is 15 minutes old`, async () => {
    expect(ORDER_STATUS_LOOKUP_LIMIT).toBe(5);
    expect(ORDER_STATUS_LOOKUP_WINDOW_MS).toBe(15 * 60_000);
    for (let attempt = 1; attempt <= ORDER_STATUS_LOOKUP_LIMIT; attempt += 1) {
      // One a minute: the first leaves the window first.
      vi.setSystemTime(T0 + (attempt - 1) * 60_000);
      const answer = await lookup(WRONG);
      expect(answer.status, `attempt ${attempt}`).toBe(404);
    }
    vi.setSystemTime(T0 + 5 * 60_000);
    const refused = await lookup(RIGHT);
    expect(refused.status).toBe(429);
    // The oldest failure (T0) leaves the window at T0 + 15 min: ten minutes from now.
    expect(reasonOf(refused.body)).toMatchObject({
      ...ORDER_STATUS_LIMITED,
      retryAfterSeconds: 600,
    });
    expect(refused.headers.get('Retry-After')).toBe('600');
    // Refusals do not count: still the same wait a minute later, minus that minute.
    vi.setSystemTime(T0 + 6 * 60_000);
    expect(reasonOf((await lookup(WRONG)).body)?.retryAfterSeconds).toBe(540);

    // Another client (address) and a signed-in shopper are counted apart.
    expect((await lookup(RIGHT, { from: '203.0.113.9' })).status).toBe(200);
    expect((await lookup({ orderNumber: 'W09000016' }, { token: signIn(DANA) })).status).toBe(200);

    // A second before the oldest leaves the window: still refused; at that moment: answered.
    vi.setSystemTime(T0 + ORDER_STATUS_LOOKUP_WINDOW_MS - 1000);
    expect(reasonOf((await lookup(RIGHT)).body)?.retryAfterSeconds).toBe(1);
    vi.setSystemTime(T0 + ORDER_STATUS_LOOKUP_WINDOW_MS);
    expect((await lookup(RIGHT)).status).toBe(200);
    // Four failures are still in the window: one more failure refuses again.
    expect((await lookup(WRONG)).status).toBe(404);
    expect((await lookup(RIGHT)).status).toBe(429);
  });

  it('a found order does not clear the count, and the reset (/__mock/reset) does', async () => {
    for (let attempt = 1; attempt < ORDER_STATUS_LOOKUP_LIMIT; attempt += 1) {
      expect((await lookup(WRONG)).status).toBe(404);
    }
    expect((await lookup(RIGHT)).status).toBe(200);
    expect((await lookup(WRONG)).status).toBe(404);
    expect((await lookup(RIGHT)).status).toBe(429);
    expect((await fetch('http://localhost/__mock/reset', { method: 'POST' })).ok).toBe(true);
    expect((await lookup(RIGHT)).status).toBe(200);
  });

  it('counts only 404s (a refusal of another kind is not a guess)', () => {
    const key = 'client:test';
    const fail = (status: 404 | 400) => () => {
      throw new OrderOpError(status, status === 404 ? 'orderNotFound' : 'invalid', 'no');
    };
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(() => limitedLookup(key, fail(400), T0)).toThrow(OrderOpError);
    }
    for (let attempt = 0; attempt < ORDER_STATUS_LOOKUP_LIMIT; attempt += 1) {
      expect(() => limitedLookup(key, fail(404), T0)).toThrow(OrderOpError);
    }
    expect(() => limitedLookup(key, () => 'found', T0)).toThrow(OrderStatusLimitError);
  });
});

describe('reading the refusal (untrusted)', () => {
  const refusal = (info: unknown, status = 429) => new ApiError('http', 'refused', status, info);
  it('gives the time to try again, or none when the body does not say believably', () => {
    const body = (seconds: unknown) => ({
      errors: [{ ...ORDER_STATUS_LIMITED, message: 'wait', retryAfterSeconds: seconds }],
    });
    expect(orderStatusLimitOf(refusal(body(600)), T0)).toEqual({ retryAt: T0 + 600_000 });
    for (const seconds of [0, -5, 1.5, '600', 86_401]) {
      expect(orderStatusLimitOf(refusal(body(seconds)), T0), String(seconds)).toEqual({
        retryAt: undefined,
      });
    }
    expect(orderStatusLimitOf(refusal('Too Many Requests'), T0)).toEqual({ retryAt: undefined });
    expect(orderStatusLimitOf(refusal(body(600), 404), T0)).toBeUndefined();
    expect(orderStatusLimitOf(new Error('network'), T0)).toBeUndefined();
  });
});

describe('<store-order-status> when lookups are paused', () => {
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    (globalThis as Record<string, unknown>).storeWidgetsConfig = {
      platformKey: 'pk',
      host: 'www.assessments.com',
      apiBase: 'http://localhost',
      mockFlags: true,
    };
    const { session } = getCore().store;
    session.loading = false;
    session.user = null;
  });
  afterEach(() => {
    cleanup();
    delete (globalThis as Record<string, unknown>).storeWidgetsConfig;
  });

  it('the sixth lookup says lookups are paused and until when, and keeps what was typed', async () => {
    mountWidget(<OrderStatus />);
    const number = await screen.findByLabelText('Order number');
    const email = screen.getByLabelText('Email address');
    const check = screen.getByRole('button', { name: 'Check status' });
    fireEvent.change(number, { target: { value: 'W09000016' } });
    fireEvent.change(email, { target: { value: 'district@example.com' } });
    const base = () => document.querySelector('[part="base"]');
    for (let attempt = 1; attempt <= ORDER_STATUS_LOOKUP_LIMIT; attempt += 1) {
      fireEvent.click(check);
      await screen.findByText(
        'We could not find an order with this number and email address. Check both and try again.',
      );
      expect(base()?.getAttribute('data-state')).toBe('not-found-order');
    }
    // Now the right email: refused all the same.
    fireEvent.change(email, { target: { value: 'clinician@example.com' } });
    fireEvent.click(check);
    const at = new Intl.DateTimeFormat(getCore().store.site.locale, {
      hour: 'numeric',
      minute: '2-digit',
    }).format(T0 + ORDER_STATUS_LOOKUP_WINDOW_MS);
    const alert = await screen.findByText(
      `Too many lookups did not match an order. For your security, lookups are paused: please try again after ${at}.`,
    );
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    await waitFor(() => expect(base()?.getAttribute('data-state')).toBe('too-many-lookups'));
    expect(number).toHaveProperty('value', 'W09000016');
    expect(email).toHaveProperty('value', 'clinician@example.com');
  });
});
