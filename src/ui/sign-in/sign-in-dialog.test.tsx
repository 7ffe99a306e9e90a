// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSignIn, type TreeState } from '../../auth/session/sign-in-tree';
import { SignInDialog } from './sign-in-dialog';
import { stubDialogMethods } from '../../testing/jsdom-dialog';

/** The embedded sign-in form after a refused password, while a fresh tree starts. */
vi.mock('../../auth/session/sign-in-tree', () => ({ startSignIn: vi.fn() }));

const globals = globalThis as Record<string, unknown>;

function treeForm(submit: () => Promise<TreeState>): TreeState {
  return {
    kind: 'form',
    fields: [
      { id: 'NameCallback-0', kind: 'username', prompt: 'User Name', failedPolicies: [] },
      { id: 'PasswordCallback-1', kind: 'password', prompt: 'Password', failedPolicies: [] },
    ],
    submit,
  };
}

beforeEach(() => {
  globals.IS_REACT_ACT_ENVIRONMENT = true;
  // A valid page configuration: the core reads it for the texts' locale.
  globals.storeWidgetsConfig = { platformKey: 'pk', host: 'www.assessments.com' };
  stubDialogMethods();
});

afterEach(() => {
  cleanup();
  delete globals.storeWidgetsConfig;
});

describe('SignInDialog after a refused password', () => {
  it('keeps the password typed while the fresh tree starts, and the focus where it is', async () => {
    let freshTree: (state: TreeState) => void = () => undefined;
    const refused = treeForm(() =>
      Promise.resolve({ kind: 'failed', reason: 'credentials', message: 'Login failure' }),
    );
    vi.mocked(startSignIn)
      .mockResolvedValueOnce(refused)
      .mockReturnValueOnce(new Promise((resolve) => (freshTree = resolve)));
    render(<SignInDialog open onClose={() => undefined} />);

    const email = await screen.findByLabelText('Email or username', undefined, { timeout: 5000 });
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(document.activeElement).toBe(email));
    fireEvent.change(email, { target: { value: 'dana@example.com' } });
    fireEvent.change(password, { target: { value: 'wrong' } });
    fireEvent.submit(email.closest('form') as HTMLFormElement);

    // The error shows and the refused password is gone at once; the shopper types again.
    await screen.findByText('The email or password is incorrect. Please try again.');
    expect(password).toHaveProperty('value', '');
    password.focus();
    fireEvent.change(password, { target: { value: 'Right-one-1' } });

    await act(async () => freshTree(treeForm(() => new Promise(() => undefined))));
    await waitFor(() => expect(vi.mocked(startSignIn)).toHaveBeenCalledTimes(2));
    expect(screen.getByLabelText('Password')).toHaveProperty('value', 'Right-one-1');
    expect(screen.getByLabelText('Email or username')).toHaveProperty('value', 'dana@example.com');
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
  });
});

describe('SignInDialog’s attempts as session operations', () => {
  it('starts one at a submit: refused, then signed in; closed mid-way, cancelled', async () => {
    const heard: [string, unknown][] = [];
    const listener = (event: Event) =>
      heard.push([event.type, (event as CustomEvent<unknown>).detail]);
    const types = ['store-session-update-started', 'store-session-error'];
    for (const type of types) document.addEventListener(type, listener);
    const refused = treeForm(() =>
      Promise.resolve({ kind: 'failed', reason: 'credentials', message: 'Login failure' }),
    );
    const accepted = treeForm(() => Promise.resolve({ kind: 'signed-in' } as TreeState));
    vi.mocked(startSignIn)
      .mockReset()
      .mockResolvedValueOnce(refused)
      .mockResolvedValueOnce(accepted);
    const onClose = vi.fn();
    render(<SignInDialog open onClose={onClose} />);

    const submit = async () => {
      const email = await screen.findByLabelText('Email or username', undefined, { timeout: 5000 });
      fireEvent.change(email, { target: { value: 'dana@example.com' } });
      fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-1' } });
      fireEvent.submit(email.closest('form') as HTMLFormElement);
    };
    await submit();
    await screen.findByText('The email or password is incorrect. Please try again.');
    await waitFor(() => expect(vi.mocked(startSignIn)).toHaveBeenCalledTimes(2));
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());

    const starts = heard.filter(([type]) => type === 'store-session-update-started');
    expect(starts.map(([, detail]) => (detail as { action: string }).action)).toEqual([
      'sign-in',
      'sign-in',
    ]);
    const results = await Promise.all(
      starts.map(([, detail]) => (detail as { result: Promise<unknown> }).result),
    );
    expect(results).toEqual([
      {
        status: 'failed',
        code: 'wrongCredentials',
        message: 'The email or password is incorrect. Please try again.',
      },
      { status: 'succeeded' },
    ]);
    expect(heard.filter(([type]) => type === 'store-session-error')).toEqual([
      [
        'store-session-error',
        {
          action: 'sign-in',
          code: 'wrongCredentials',
          message: 'The email or password is incorrect. Please try again.',
        },
      ],
    ]);

    // A form of several steps closed before its end: the attempt is cancelled, no error.
    heard.length = 0;
    cleanup();
    const nextStep = treeForm(() => Promise.resolve(treeForm(() => new Promise(() => undefined))));
    vi.mocked(startSignIn).mockReset().mockResolvedValueOnce(nextStep);
    const { unmount } = render(<SignInDialog open onClose={() => undefined} />);
    await submit();
    await waitFor(() => expect(heard).toHaveLength(1));
    unmount();
    const [[, started]] = heard as [[string, { result: Promise<unknown> }]];
    expect(await started.result).toEqual({ status: 'failed', code: 'cancelled', message: '' });
    expect(heard).toHaveLength(1);
    for (const type of types) document.removeEventListener(type, listener);
  });
});
