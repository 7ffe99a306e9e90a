import { describe, expect, it } from 'vitest';
import { addFault, peekFault, takeFault } from './faults';

describe('fake backend faults', () => {
  it('matches * within a segment and ** across segments', () => {
    addFault({ path: '/content/*/footer-content.json', mode: '500' });
    addFault({ path: '/headless/**', mode: 'timeout' });
    expect(peekFault('GET', '/content/en-us/footer-content.json')).toBe('500');
    expect(peekFault('GET', '/content/en-us/x/footer-content.json')).toBeUndefined();
    expect(peekFault('POST', '/headless/ecommerce/v2/users/u/carts')).toBe('timeout');
    expect(peekFault('GET', '/content/en-us/first-level-nav-content.json')).toBeUndefined();
  });

  it('limits a fault to a method and a number of requests', () => {
    addFault({ path: '/cart', method: 'post', mode: 'network', times: 2 });
    expect(takeFault('GET', '/cart')).toBeUndefined();
    expect(takeFault('POST', '/cart')).toBe('network');
    expect(peekFault('POST', '/cart')).toBe('network');
    expect(takeFault('POST', '/cart')).toBe('network');
    expect(takeFault('POST', '/cart')).toBeUndefined();
  });

  it('treats regular-expression characters in paths literally', () => {
    addFault({ path: '/search.html', mode: '500' });
    expect(peekFault('GET', '/searchXhtml')).toBeUndefined();
    expect(peekFault('GET', '/search.html')).toBe('500');
  });
});

describe('a hold fault', () => {
  const FOOTER = 'http://localhost/content/en-us/footer-content.json';
  const control = async (method: string, path: string, body?: unknown) =>
    (
      await fetch(`http://localhost/__mock/${path}`, {
        method,
        headers: body === undefined ? undefined : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    ).text();
  const settled = (promise: Promise<unknown>) =>
    Promise.race([
      promise.then(() => true),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), 50)),
    ]);

  it('holds a request unanswered until released, then the backend answers it', async () => {
    await control('POST', 'faults', {
      path: '/content/*/footer-content.json',
      mode: 'hold',
      times: 1,
    });
    const answer = fetch(FOOTER);
    expect(await settled(answer)).toBe(false);
    expect(JSON.parse(await control('GET', 'faults/held'))).toEqual({ held: 1 });

    expect(JSON.parse(await control('POST', 'faults/release'))).toEqual({ released: 1 });
    const response = await answer;
    expect(response.status).toBe(200);
    expect(await response.json()).toBeTruthy();
    expect(JSON.parse(await control('GET', 'faults/held'))).toEqual({ held: 0 });
    // `times: 1`: the next request is not held.
    expect((await fetch(FOOTER)).status).toBe(200);
  });

  it('lets held requests go on at a reset', async () => {
    await control('POST', 'faults', { path: '/content/*/footer-content.json', mode: 'hold' });
    const answer = fetch(FOOTER);
    await expect
      .poll(async () => JSON.parse(await control('GET', 'faults/held')))
      .toEqual({ held: 1 });
    await control('POST', 'reset');
    expect((await answer).status).toBe(200);
  });
});
