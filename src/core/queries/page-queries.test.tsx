// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PERSONAL } from './personal-data';
import { createPageQueries } from './page-queries';
import { pageQueryOptions, type PageQueryOptions } from './page-query';
import { usePageQuery } from './use-page-query';
import { getCore } from '../core';

const globals = globalThis as Record<string, unknown>;

/** A read whose answers the test gives by hand, counting its requests. */
function manualRead<T>(key: readonly unknown[], extra: Partial<PageQueryOptions<T>> = {}) {
  const requests: {
    resolve: (value: T) => void;
    reject: (error: unknown) => void;
    signal: AbortSignal;
  }[] = [];
  const options = pageQueryOptions({
    queryKey: key,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      new Promise<T>((resolve, reject) => requests.push({ resolve, reject, signal })),
    ...extra,
  });
  return { options, requests };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** As a real request does: its promise rejects when its signal aborts. */
function rejectOnAbort(
  request: { reject: (error: unknown) => void; signal: AbortSignal } | undefined,
) {
  request?.signal.addEventListener('abort', () => request.reject(request.signal.reason));
}

describe('the page’s cache', () => {
  it('shares one request between two widgets, and a fresh answer asks for none', async () => {
    const queries = createPageQueries();
    const read = manualRead<string>(['content', 'en-US', 'nav']);
    const first = queries.observe(read.options, () => undefined);
    const second = queries.observe(read.options, () => undefined);
    expect(read.requests).toHaveLength(1);
    read.requests[0]?.resolve('nav');
    await settle();
    expect(first.state()).toMatchObject({ status: 'success', data: 'nav', isFetching: false });
    expect(second.state().data).toBe('nav');
    queries.observe(read.options, () => undefined);
    await expect(queries.fetch(read.options)).resolves.toBe('nav');
    expect(read.requests).toHaveLength(1);
  });

  it('shows an early answer without a request; a failed read is not asked again on mount when told so', async () => {
    const queries = createPageQueries();
    const early = manualRead<string>(['content', 'footer'], { initialData: () => 'early' });
    expect(queries.observe(early.options, () => undefined).state().data).toBe('early');
    expect(early.requests).toHaveLength(0);

    const failing = manualRead<string>(['content', 'broken'], { retryOnMount: false });
    const failed = queries.fetch(failing.options).catch(() => undefined);
    failing.requests[0]?.reject(new Error('500'));
    await failed;
    await settle();
    const watch = queries.observe(failing.options, () => undefined);
    expect(watch.state()).toMatchObject({ status: 'error' });
    expect(failing.requests).toHaveLength(1);
  });

  it('shows a write’s answer as the read’s, without a request', async () => {
    const queries = createPageQueries();
    const read = manualRead<string[]>(['addresses', 'u1']);
    let told = 0;
    const watch = queries.observe(read.options, () => told++);
    read.requests[0]?.resolve(['a-1']);
    await settle();
    queries.setData<string[]>(['addresses', 'u1'], (previous) => [...(previous ?? []), 'a-2']);
    queries.setData<string[]>(['addresses', 'u1'], () => undefined);
    queries.setData<string[]>(['never', 'read'], () => ['x']);
    await settle();
    expect(watch.state()).toMatchObject({ status: 'success', data: ['a-1', 'a-2'] });
    expect(told).toBeGreaterThan(1);
    expect(queries.peek(manualRead<string[]>(['never', 'read']).options).status).toBe('pending');
    await expect(queries.fetch(read.options)).resolves.toEqual(['a-1', 'a-2']);
    expect(read.requests).toHaveLength(1);
    watch.close();
  });

  it('cancels a read on its way, and an invalidation reads again what a widget shows', async () => {
    const queries = createPageQueries();
    const cart = manualRead<string>(['cart', 'anonymous', 'g1']);
    const changes: string[] = [];
    const watch = queries.observe(cart.options, () => changes.push(String(watch.state().data)));
    await queries.cancel({ queryKey: ['cart'] });
    expect(cart.requests[0]?.signal.aborted).toBe(true);
    const invalidated = queries.invalidate({ queryKey: ['cart'] });
    expect(cart.requests).toHaveLength(2);
    cart.requests[1]?.resolve('after the add');
    await invalidated;
    await settle();
    expect(watch.state().data).toBe('after the add');
    expect(changes.at(-1)).toBe('after the add');
    // Not shown by any widget: marked stale, read on next use, not now.
    const list = manualRead<string>(['saved-carts']);
    void queries.fetch(list.options);
    list.requests[0]?.resolve('list');
    await settle();
    await queries.invalidate({ queryKey: ['saved-carts'] });
    expect(list.requests).toHaveLength(1);
  });

  it('a widget that watches a read switched off does not stop another widget’s refresh', async () => {
    const queries = createPageQueries();
    const cart = manualRead<string>(['cart', 'anonymous', 'g1']);
    const miniCart = queries.observe(cart.options, () => undefined);
    queries.observe({ ...cart.options, enabled: false }, () => undefined);
    cart.requests[0]?.resolve('one line');
    await settle();
    void queries.invalidate({ queryKey: ['cart'] });
    expect(cart.requests).toHaveLength(2);
    cart.requests[1]?.resolve('two lines');
    await settle();
    expect(miniCart.state().data).toBe('two lines');
  });

  it('a reset does not read again a key its widget left meanwhile (who she acts for changed)', async () => {
    const queries = createPageQueries();
    const agent = manualRead<string>(['product', 'p1', 'agent'], { meta: PERSONAL });
    const watch = queries.observe(agent.options, () => undefined);
    agent.requests[0]?.resolve('agent price');
    await settle();
    const reset = queries.reset({ personal: true });
    // The widget renders under the customer's key before the next task.
    watch.close();
    const customer = manualRead<string>(['product', 'p1', 'agent>customer'], { meta: PERSONAL });
    queries.observe(customer.options, () => undefined);
    await reset;
    expect(agent.requests).toHaveLength(1);
    expect(customer.requests).toHaveLength(1);
  });

  it('a fetch whose read is cancelled and read again answers with the new read; a cancel alone refuses it', async () => {
    const queries = createPageQueries();
    const checkout = manualRead<string>(['cart', 'checkout']);
    const watch = queries.observe(checkout.options, () => undefined);
    checkout.requests[0]?.resolve('before');
    await settle();
    // A choice saved, then read afresh, while another tab's change is heard.
    const afresh = queries.fetch({ ...checkout.options, staleTime: 0 });
    rejectOnAbort(checkout.requests[1]);
    await queries.cancel({ queryKey: ['cart'] });
    await Promise.resolve();
    void queries.invalidate({ queryKey: ['cart'] });
    expect(checkout.requests).toHaveLength(3);
    checkout.requests[2]?.resolve('after both');
    await expect(afresh).resolves.toBe('after both');

    const alone = queries.fetch({ ...checkout.options, staleTime: 0 });
    rejectOnAbort(checkout.requests[3]);
    await queries.cancel({ queryKey: ['cart'] });
    await expect(alone).rejects.toThrow('The read was cancelled');
    watch.close();
  });

  it('a fetch reads with its own request function, as TanStack’s fetchQuery', async () => {
    const queries = createPageQueries();
    const first = manualRead<string>(['names']);
    void queries.fetch(first.options);
    first.requests[0]?.resolve('Dana');
    await settle();
    await queries.invalidate({ queryKey: ['names'] });
    const second = manualRead<string>(['names']);
    const read = queries.fetch(second.options);
    expect([first.requests.length, second.requests.length]).toEqual([1, 1]);
    second.requests[0]?.resolve('Robin');
    await expect(read).resolves.toBe('Robin');
  });

  it('drops a shopper’s data at once; a reset reads it again where a widget shows it', async () => {
    const queries = createPageQueries();
    const cart = manualRead<string>(['cart', 'u-1', 'c1'], { meta: PERSONAL });
    const content = manualRead<string>(['content', 'nav']);
    const watch = queries.observe(cart.options, () => undefined);
    void queries.fetch(content.options);
    cart.requests[0]?.resolve('Dana’s cart');
    content.requests[0]?.resolve('nav');
    await settle();
    queries.remove({ personal: true });
    expect(queries.peek(cart.options).data).toBeUndefined();
    expect(queries.peek(content.options).data).toBe('nav');
    // Her widget renders again under the same key: it starts over.
    watch.sync(cart.options);
    expect(cart.requests).toHaveLength(2);
    cart.requests[1]?.resolve('again');
    await settle();
    const reset = queries.reset({ personal: true });
    expect(watch.state().data).toBeUndefined();
    await settle();
    expect(cart.requests).toHaveLength(3);
    cart.requests[2]?.resolve('read again');
    await reset;
    expect(watch.state().data).toBe('read again');
  });
});

describe('usePageQuery', () => {
  it('shows each key’s own answer, never the previous key’s, and a write to it', async () => {
    globals.storeWidgetsConfig = { platformKey: 'pk', host: 'www.assessments.com' };
    const answers: Record<string, string> = { a: 'A', b: 'B' };
    const optionsFor = (id: string) =>
      pageQueryOptions({ queryKey: ['thing', id], queryFn: () => Promise.resolve(answers[id]) });
    const { result, rerender } = renderHook(({ id }) => usePageQuery(optionsFor(id)), {
      initialProps: { id: 'a' },
    });
    await waitFor(() => expect(result.current.data).toBe('A'));
    const shown: unknown[] = [];
    rerender({ id: 'b' });
    shown.push(result.current.data);
    await waitFor(() => expect(result.current.data).toBe('B'));
    expect(shown).toEqual([undefined]);
    act(() => getCore().queries.setData(['thing', 'b'], () => 'B changed'));
    await waitFor(() => expect(result.current.data).toBe('B changed'));
    delete globals.storeWidgetsConfig;
  });

  it('shows the previous key’s answer as a placeholder when asked, and says so, until its own', async () => {
    globals.storeWidgetsConfig = { platformKey: 'pk', host: 'www.assessments.com' };
    const pages: Record<number, ReturnType<typeof manualRead<string>>> = {
      1: manualRead<string>(['list', 1]),
      2: manualRead<string>(['list', 2]),
    };
    const { result, rerender } = renderHook(
      ({ page }) =>
        usePageQuery({ ...pages[page]!.options, placeholderData: (previous) => previous }),
      { initialProps: { page: 1 } },
    );
    expect(result.current.isPending).toBe(true);
    expect(result.current.isPlaceholderData).toBe(false);
    await waitFor(() => expect(pages[1]!.requests).toHaveLength(1));
    act(() => pages[1]!.requests[0]!.resolve('page 1'));
    await waitFor(() => expect(result.current.data).toBe('page 1'));
    expect(result.current.isPlaceholderData).toBe(false);
    rerender({ page: 2 });
    expect(result.current).toMatchObject({
      data: 'page 1',
      isSuccess: true,
      isPlaceholderData: true,
    });
    await waitFor(() => expect(pages[2]!.requests).toHaveLength(1));
    act(() => pages[2]!.requests[0]!.resolve('page 2'));
    await waitFor(() => expect(result.current.data).toBe('page 2'));
    expect(result.current.isPlaceholderData).toBe(false);
    delete globals.storeWidgetsConfig;
  });
});
