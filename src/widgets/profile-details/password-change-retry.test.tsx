// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IdentityProfile } from '../../auth/profile/identity-profile';
import { loadIdentitySdk } from '../../auth/session/identity-client';
import type { FRStep } from '../../auth/identity/sdk';
import { useTranslate } from '../../core/i18n/use-translate';
import { getCore } from '../../core/core';
import { resetSharedInstances } from '../../core/platform/shared-instance';
import { handlers } from '../../mocks/handlers';
import { userById } from '../../mocks/identity/users';
import { server } from '../../mocks/node';
import { PasswordForm } from './password-form';
import { profileTexts } from './profile-texts';

/**
 * The password change's answer is lost after the identity server made the change: the retry must
 * not be told the current password is wrong (docs/decisions/password-change-retry.md).
 */
const DANA = { id: 'u-1001', username: 'clinician@example.com', password: 'Clinician!2026' };
const NEXT = 'Bluebird!2027';
const AUTHENTICATE = '*/auth/json/realms/root/realms/alpha/authenticate';
const PROFILE: IdentityProfile = {
  _id: DANA.id,
  userName: DANA.username,
  givenName: 'Dana',
  sn: 'Whitfield',
  mail: DANA.username,
};

const globals = globalThis as Record<string, unknown>;

/** Signs Dana in through the login tree: the fake identity server's session cookie is set. */
async function signIn(): Promise<void> {
  const sdk = await loadIdentitySdk(getCore());
  const step = (await sdk.startTree()) as FRStep;
  step.getCallbacksOfType(sdk.CallbackType.NameCallback)[0]?.setInputValue(DANA.username);
  step.getCallbacksOfType(sdk.CallbackType.PasswordCallback)[0]?.setInputValue(DANA.password);
  const result = (await sdk.next(step)) as { type: string };
  expect(result.type).toBe(sdk.StepType.LoginSuccess);
}

/** The next filled step reaches the fake identity server, then its answer is lost. */
function loseNextStepAnswer(): { handled: () => boolean } {
  let handled = false;
  server.use(
    http.post(AUTHENTICATE, async ({ request }) => {
      if (handled) return undefined;
      const body = (await request.clone().text()).trim();
      if (!body.includes('"authId"')) return undefined;
      handled = true;
      await getResponse(handlers, request);
      return HttpResponse.error();
    }),
  );
  return { handled: () => handled };
}

/** The `nth` filled step from now (1: the next) never reaches the server. */
function dropStep(nth = 1): void {
  let seen = 0;
  server.use(
    http.post(AUTHENTICATE, async ({ request }) => {
      if (seen >= nth) return undefined;
      if (!(await request.clone().text()).includes('"authId"')) return undefined;
      seen += 1;
      return seen === nth ? HttpResponse.error() : undefined;
    }),
  );
}

function Form() {
  const t = useTranslate(profileTexts);
  return <PasswordForm profile={PROFILE} t={t} />;
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function submitChange(current: string, next: string) {
  type('Current password', current);
  type('New password', next);
  type('Confirm new password', next);
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

const CHANGED = 'Your password is changed. Use it the next time you sign in.';
const FAILED = 'Your password could not be changed. Please try again.';
const WRONG = 'Your current password is not correct. Please check it and try again.';

beforeEach(async () => {
  globals.IS_REACT_ACT_ENVIRONMENT = true;
  globals.storeWidgetsConfig = { platformKey: 'pk', host: 'www.assessments.com' };
  resetSharedInstances();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await signIn();
});

afterEach(() => {
  cleanup();
  delete globals.storeWidgetsConfig;
});

describe('a password change whose answer is lost', () => {
  it('retried, says the password is changed, not that the current one is wrong', async () => {
    render(<Form />);
    const lost = loseNextStepAnswer();
    submitChange(DANA.password, NEXT);

    expect((await screen.findByRole('alert')).textContent).toBe(FAILED);
    expect(lost.handled()).toBe(true);
    // The identity server did change it; only its answer went missing.
    expect(userById(DANA.id)?.password).toBe(NEXT);

    // The shopper tries again with what is still typed.
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(CHANGED));
    expect(screen.queryByText(WRONG)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Current password')).toHaveProperty('value', '');
    expect(userById(DANA.id)?.password).toBe(NEXT);
  });

  it('a retry after a failure that never reached the server changes the password once', async () => {
    render(<Form />);
    dropStep();
    submitChange(DANA.password, NEXT);
    expect((await screen.findByRole('alert')).textContent).toBe(FAILED);
    expect(userById(DANA.id)?.password).toBe(DANA.password);

    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(CHANGED));
    expect(userById(DANA.id)?.password).toBe(NEXT);
  });

  it('still says a wrong current password is wrong when the retry finds nothing changed', async () => {
    render(<Form />);
    dropStep();
    submitChange('Not-her-password1', NEXT);
    expect((await screen.findByRole('alert')).textContent).toBe(FAILED);

    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(WRONG)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(userById(DANA.id)?.password).toBe(DANA.password);
  });

  it('says "please try again", not "wrong", when the retry cannot check the new password', async () => {
    render(<Form />);
    loseNextStepAnswer();
    submitChange(DANA.password, NEXT);
    expect((await screen.findByRole('alert')).textContent).toBe(FAILED);

    // The retry's own run is refused (the old password is gone); its check never gets through.
    dropStep(2);
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByRole('button').textContent).toBe('Change password'));
    expect(screen.getByRole('alert').textContent).toBe(FAILED);
    expect(screen.queryByText(WRONG)).toBeNull();

    // And the next try, with the connection back, finds the change made.
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(CHANGED));
  });

  it('a wrong current password without an earlier failure is wrong at once', async () => {
    render(<Form />);
    submitChange('Not-her-password1', NEXT);
    expect(await screen.findByText(WRONG)).toBeTruthy();
    expect(userById(DANA.id)?.password).toBe(DANA.password);
  });
});
