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
