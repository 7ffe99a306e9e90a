// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountPageStatus } from './account-page';
import { pageCode, usePageCode, type PageCode } from './use-page-code';
import type { AccountPageGate } from './use-account-page-gate';
import { TOKENS_KEY } from '../../auth/session-constants/session-constants';

// An account page's content code: loading until it is there, Try again after its retries failed.
const globals = globalThis as Record<string, unknown>;
const FORM = { Form: () => <p>the form</p> };
const PART_NOTICE = 'This part could not be loaded. Check your connection and try again.';

/** A module loader whose answers the test gives: each call waits for the next `answer`. */
function controlledLoader() {
  const pending: { resolve: (m: typeof FORM) => void; reject: (e: unknown) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<typeof FORM>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  return {
    load,
    succeed: () => pending.shift()!.resolve(FORM),
    fail: () =>
      pending.shift()!.reject(new TypeError('Failed to fetch dynamically imported module')),
  };
}

function Page({
  code,
  gate = 'open',
  status,
}: {
  code: PageCode<typeof FORM>;
  gate?: AccountPageGate;
  status: AccountPageStatus;
}) {
  const state = usePageCode(code, gate);
  const Form = state.module?.Form;
  return (
    <div data-state={state.statusWith(status)}>
      <p role="alert">{state.loadErrorWith('The page’s own load error')}</p>
      {state.failed ? (
        <button type="button" onClick={state.retry}>
          Try again
        </button>
      ) : null}
      {Form ? <Form /> : null}
    </div>
  );
}

const shown = () => document.querySelector('[data-state]')!.getAttribute('data-state');
const settle = () => act(async () => {});

beforeEach(() => {
  globals.IS_REACT_ACT_ENVIRONMENT = true;
  globals.storeWidgetsConfig = { platformKey: 'pk', host: 'www.assessments.com' };
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.useRealTimers();
  delete globals.storeWidgetsConfig;
});

describe('usePageCode', () => {
  it('loads nothing while the gate is shut (a visitor), and loads once it opens', async () => {
    const loader = controlledLoader();
    const code = pageCode(loader.load);
    const view = render(<Page code={code} gate="signed-out" status="ready" />);
    await settle();
    expect(loader.load).not.toHaveBeenCalled();

    view.rerender(<Page code={code} status="ready" />);
    await settle();
    expect(loader.load).toHaveBeenCalledTimes(1);
    expect(shown()).toBe('loading');
    expect(screen.queryByText('the form')).toBeNull();

    loader.succeed();
    await settle();
    expect(shown()).toBe('ready');
    expect(screen.getByText('the form')).toBeTruthy();
  });

  it('on a page holding a shopper’s tokens, asks for the code while the session check runs', async () => {
    localStorage.setItem(TOKENS_KEY, '{}');
    const loader = controlledLoader();
    const code = pageCode(loader.load);
    const view = render(<Page code={code} gate="loading" status="loading" />);
    await settle();
    expect(loader.load).toHaveBeenCalledTimes(1);
    loader.succeed();
    await settle();
    // The check ends signed in: the code is there already, asked for once.
    view.rerender(<Page code={code} gate="open" status="ready" />);
    await settle();
    expect(loader.load).toHaveBeenCalledTimes(1);
    expect(shown()).toBe('ready');
    expect(screen.getByText('the form')).toBeTruthy();
  });

  it('a visitor’s page (no tokens) asks for nothing while the session check runs', async () => {
    const loader = controlledLoader();
    const code = pageCode(loader.load);
    render(<Page code={code} gate="loading" status="loading" />);
    await settle();
    expect(loader.load).not.toHaveBeenCalled();
  });

  it('a load asked for during the check that fails is no error: the open gate asks again', async () => {
    localStorage.setItem(TOKENS_KEY, '{}');
    const loader = controlledLoader();
    const code = pageCode(loader.load);
    const view = render(<Page code={code} gate="loading" status="loading" />);
    await settle();
    loader.fail();
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    loader.fail();
    await act(async () => vi.advanceTimersByTimeAsync(3000));
    loader.fail();
    await settle();
    expect(loader.load).toHaveBeenCalledTimes(3);
    expect(shown()).toBe('loading');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();

    view.rerender(<Page code={code} gate="open" status="ready" />);
    await settle();
    expect(loader.load).toHaveBeenCalledTimes(4);
    loader.succeed();
    await settle();
    expect(shown()).toBe('ready');
  });

  it('keeps the page’s own states: loading while its data loads, not found without the code', async () => {
    const loader = controlledLoader();
    const code = pageCode(loader.load);
    const view = render(<Page code={code} status="loading" />);
    await settle();
    loader.succeed();
    await settle();
    expect(shown()).toBe('loading');
    view.rerender(<Page code={code} status="not-found" />);
    expect(shown()).toBe('not-found');
    view.rerender(<Page code={code} status="error" />);
    expect(shown()).toBe('error');
  });

  it('loads the code once for every widget of the page, and shows a second one at once', async () => {
    const loader = controlledLoader();
    const code = pageCode(loader.load);
    render(<Page code={code} status="ready" />);
    await settle();
    loader.succeed();
    await settle();
    cleanup();
    render(<Page code={code} status="ready" />);
    expect(shown()).toBe('ready');
    expect(loader.load).toHaveBeenCalledTimes(1);
  });

  it('a load that keeps failing: retried after 1 s and 3 s, then the error with the core’s text; Try again loads it', async () => {
    const loader = controlledLoader();
    const code = pageCode(loader.load);
    render(<Page code={code} status="ready" />);
    await settle();
    loader.fail();
    await settle();
    expect(shown()).toBe('loading');
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(loader.load).toHaveBeenCalledTimes(2);
    loader.fail();
    await settle();
    await act(async () => vi.advanceTimersByTimeAsync(3000));
    expect(loader.load).toHaveBeenCalledTimes(3);
    loader.fail();
    await settle();
    expect(shown()).toBe('error');
    expect(screen.getByRole('alert').textContent).toBe(PART_NOTICE);
    const retry = screen.getByRole('button', { name: 'Try again' });

    await act(async () => retry.click());
    expect(loader.load).toHaveBeenCalledTimes(4);
    expect(shown()).toBe('loading');
    loader.succeed();
    await settle();
    expect(shown()).toBe('ready');
    expect(screen.getByText('the form')).toBeTruthy();
  });

  it('the page’s own load error keeps the page’s text', async () => {
    const loader = controlledLoader();
    const code = pageCode(loader.load);
    render(<Page code={code} status="error" />);
    await settle();
    loader.succeed();
    await settle();
    expect(shown()).toBe('error');
    expect(screen.getByRole('alert').textContent).toBe('The page’s own load error');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
