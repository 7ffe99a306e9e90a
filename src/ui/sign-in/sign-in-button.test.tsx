// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionActions } from '../../auth/session/session-on-demand';
import { startSignIn } from '../../auth/session/sign-in-tree';
import { resetSharedInstances } from '../../core/platform/shared-instance';
import { SignInButton } from './sign-in-button';
import { stubDialogMethods } from '../../testing/jsdom-dialog';

/**
 * The shared sign-in entry point (src/ui/sign-in): by the page's login mode it opens the embedded
 * form in the widget that renders it, or leaves for the identity server's page.
 */
vi.mock('../../auth/session/session-on-demand', () => ({
  sessionActions: { signIn: vi.fn(() => Promise.resolve()) },
  loadSession: vi.fn(() => new Promise(() => undefined)),
}));
const signIn = sessionActions.signIn;
vi.mock('../../auth/session/sign-in-tree', () => ({
  startSignIn: vi.fn(() => new Promise(() => undefined)),
}));

const globals = globalThis as Record<string, unknown>;

function configure(loginMode: 'embedded' | 'redirect') {
  globals.storeWidgetsConfig = { platformKey: 'pk', host: 'www.assessments.com', loginMode };
  resetSharedInstances();
}

beforeEach(() => {
  globals.IS_REACT_ACT_ENVIRONMENT = true;
  stubDialogMethods();
});

afterEach(() => {
  cleanup();
  delete globals.storeWidgetsConfig;
});

describe('SignInButton', () => {
  it('embedded login mode: opens the sign-in form, with its own texts, and starts the tree', async () => {
    configure('embedded');
    render(
      <SignInButton className="checkout-sign-in" part="trigger">
        Sign in to check out
      </SignInButton>,
    );
    const button = screen.getByRole('button', { name: 'Sign in to check out' });
    expect(button.getAttribute('part')).toBe('trigger');
    expect(button.className).toBe('checkout-sign-in');
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();

    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to your account' });
    await waitFor(() => expect(dialog.textContent).toContain('Connecting to the sign-in service…'));
    expect(vi.mocked(startSignIn)).toHaveBeenCalledTimes(1);
    expect(vi.mocked(signIn)).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
  });

  it('redirect login mode: leaves for the identity server’s page, no form', () => {
    configure('redirect');
    render(<SignInButton>Sign in</SignInButton>);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(vi.mocked(signIn)).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
  });
});
