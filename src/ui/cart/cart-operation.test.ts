// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http/api-error';
import type { StoreEventMap } from '../../core/events/events';
import { cartFailureCode, runCartOperation, startCartOperation } from './cart-operation';

const TYPES = ['store-cart-update-started', 'store-cart-updated', 'store-cart-error'] as const;
type Heard = { type: string; detail: unknown };

/** Every cart event the document hears, in order; `stop` removes the listeners. */
function listen() {
  const heard: Heard[] = [];
  const listener = (event: Event) =>
    heard.push({ type: event.type, detail: (event as CustomEvent).detail });
  for (const type of TYPES) document.addEventListener(type, listener);
  return {
    heard,
    started: () =>
      heard.find((one) => one.type === 'store-cart-update-started')!
        .detail as StoreEventMap['store-cart-update-started'],
    stop: () => TYPES.forEach((type) => document.removeEventListener(type, listener)),
  };
}

let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  document.body.replaceChildren();
});

function host() {
  const element = document.createElement('store-add-to-cart');
  document.body.append(element);
  return element;
}

describe('startCartOperation', () => {
  it('fires started at once, bubbling from its target, with what is asked', () => {
    const events = listen();
    stop = events.stop;
    const element = host();
    startCartOperation(element, 'store-add-to-cart', 'added', [{ productCode: 'A', quantity: 2 }]);
    expect(events.heard.map((one) => one.type)).toEqual(['store-cart-update-started']);
    const detail = events.started();
    expect(detail).toMatchObject({
      tag: 'store-add-to-cart',
      action: 'added',
      requested: [{ productCode: 'A', quantity: 2 }],
    });
    expect(detail.result).toBeInstanceOf(Promise);
  });

  it('on success: updated after started, and the result resolves with what the cart took', async () => {
    const events = listen();
    stop = events.stop;
    const operation = startCartOperation(host(), 'store-add-to-cart', 'added', [
      { productCode: 'A', quantity: 5 },
      { productCode: 'B', quantity: 1 },
    ]);
    operation.succeeded([
      { productCode: 'A', quantityAdded: 3 },
      { productCode: 'B', quantityAdded: 0 },
    ]);
    expect(events.heard.map((one) => one.type)).toEqual([
      'store-cart-update-started',
      'store-cart-updated',
    ]);
    expect(events.heard[1]!.detail).toEqual({
      tag: 'store-add-to-cart',
      action: 'added',
      entries: [{ productCode: 'A', quantityAdded: 3 }],
    });
    await expect(events.started().result).resolves.toEqual({
      status: 'succeeded',
      entries: [{ productCode: 'A', quantityAdded: 3 }],
    });
  });

  it('on failure: one error event, and the result resolves (never rejects) with it', async () => {
    const events = listen();
    stop = events.stop;
    const operation = startCartOperation(host(), 'store-quick-order', 'added', []);
    operation.failed({ code: 'server', message: 'We could not add it.' });
    expect(events.heard.map((one) => one.type)).toEqual([
      'store-cart-update-started',
      'store-cart-error',
    ]);
    expect(events.heard[1]!.detail).toEqual({
      tag: 'store-quick-order',
      action: 'added',
      code: 'server',
      message: 'We could not add it.',
    });
    await expect(events.started().result).resolves.toEqual({
      status: 'failed',
      code: 'server',
      message: 'We could not add it.',
    });
  });

  it('settles once: a second outcome fires nothing and changes nothing', async () => {
    const events = listen();
    stop = events.stop;
    const operation = startCartOperation(host(), 'store-cart', 'removed', []);
    operation.failed({ code: 'network', message: 'No.' });
    operation.succeeded([{ productCode: 'A', quantityAdded: -1 }]);
    operation.failed({ code: 'server', message: 'No again.' });
    expect(events.heard.map((one) => one.type)).toEqual([
      'store-cart-update-started',
      'store-cart-error',
    ]);
    await expect(events.started().result).resolves.toMatchObject({ code: 'network' });
  });

  it('a failure nobody listens to is no unhandled rejection', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      startCartOperation(host(), 'store-cart', 'updated', []).failed({
        code: 'server',
        message: 'No.',
      });
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

describe('runCartOperation (for a caller without a widget: a page-level action)', () => {
  const reading = {
    changed: (added: number) => [{ productCode: 'A', quantityAdded: added }],
    message: () => 'We could not add it.',
  };

  it('started before perform runs, then updated; resolves with what perform returned', async () => {
    const events = listen();
    stop = events.stop;
    const perform = vi.fn(() => {
      expect(events.heard.map((one) => one.type)).toEqual(['store-cart-update-started']);
      return Promise.resolve(2);
    });
    await expect(
      runCartOperation(
        document,
        'document',
        'added',
        [{ productCode: 'A', quantity: 2 }],
        perform,
        reading,
      ),
    ).resolves.toBe(2);
    expect(perform).toHaveBeenCalledTimes(1);
    expect(events.heard.map((one) => one.type)).toEqual([
      'store-cart-update-started',
      'store-cart-updated',
    ]);
  });

  it("a failure: the error event with the reading's message and the error's code, then its own rejection", async () => {
    const events = listen();
    stop = events.stop;
    const error = new ApiError('network', 'offline', 0);
    await expect(
      runCartOperation(document, 'document', 'added', [], () => Promise.reject(error), reading),
    ).rejects.toBe(error);
    expect(events.heard.map((one) => one.detail)).toContainEqual({
      tag: 'document',
      action: 'added',
      code: 'network',
      message: 'We could not add it.',
    });
    await expect(events.started().result).resolves.toMatchObject({ status: 'failed' });
  });
});

describe('cartFailureCode', () => {
  const refused = (info: unknown, status = 400) => new ApiError('http', 'refused', status, info);

  it("names a cart refusal by its rule's key, else by the platform's error type", () => {
    expect(
      cartFailureCode(
        refused({
          errors: [{ type: 'CartEntryError', reason: 'qualificationLevel', message: 'x' }],
        }),
      ),
    ).toBe('qualificationLevel');
    expect(cartFailureCode(refused({ errors: [{ type: 'SomethingNew', message: 'x' }] }))).toBe(
      'SomethingNew',
    );
  });

  it('names a failure without a platform error by what happened', () => {
    expect(cartFailureCode(refused(undefined, 503))).toBe('server');
    expect(cartFailureCode(refused({ errors: [{ type: 'ServerError', message: 'x' }] }, 502))).toBe(
      'server',
    );
    expect(cartFailureCode(refused('text', 409))).toBe('http-409');
    expect(cartFailureCode(new ApiError('network', 'offline', 0))).toBe('network');
    expect(cartFailureCode(new ApiError('timeout', 'slow', 0))).toBe('timeout');
    expect(cartFailureCode(new Error('bug'))).toBe('unexpected');
  });
});
