// @vitest-environment jsdom
import { FRWebAuthn, WebAuthnStepType } from '@forgerock/javascript-sdk';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSignIn, type TreeState } from './sign-in-tree';
import { getCore } from '../../core/core';
import { resetSharedInstances } from '../../core/platform/shared-instance';
import { server } from '../../mocks/node';

/**
 * The sign-in tree's failures in spec section 8's words: a step with nothing to fill in
 * ('Authentication tree failure.') and the security-key (WebAuthn) ones, each where the tree
 * state is made (src/auth/session/sign-in-tree.ts), with the identity server's answer replaced.
 */
const AUTHENTICATE = '*/auth/json/realms/root/realms/alpha/authenticate';
const globals = globalThis as Record<string, unknown>;

function answerWith(step: Record<string, unknown>): void {
  server.use(http.post(AUTHENTICATE, () => HttpResponse.json(step)));
}

const outcome = {
  type: 'HiddenValueCallback',
  output: [
    { name: 'value', value: 'false' },
    { name: 'id', value: 'webAuthnOutcome' },
  ],
  input: [{ name: 'IDToken2', value: 'webAuthnOutcome' }],
};

function webAuthnStep(data: Record<string, unknown>) {
  return {
    authId: 'webauthn-step',
    callbacks: [
      {
        type: 'MetadataCallback',
        output: [
          { name: 'data', value: { relyingPartyId: 'localhost', challenge: 'AAAA', ...data } },
        ],
      },
      outcome,
    ],
  };
}

async function webAuthnFailure(): Promise<string> {
  const state = await startSignIn(getCore());
  if (state.kind !== 'webauthn') throw new Error(`expected a security-key step, got ${state.kind}`);
  const failed: TreeState = await state.run();
  expect(failed).toMatchObject({ kind: 'failed', reason: 'webauthn' });
  return failed.kind === 'failed' ? failed.message : '';
}

beforeEach(() => {
  globals.storeWidgetsConfig = { platformKey: 'pk', host: 'www.assessments.com' };
  resetSharedInstances();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  delete globals.storeWidgetsConfig;
  delete globals.PublicKeyCredential;
  Reflect.deleteProperty(globalThis.navigator, 'credentials');
  vi.restoreAllMocks();
});

describe('sign-in tree failures', () => {
  it('a step with nothing to fill in: "Authentication tree failure."', async () => {
    answerWith({
      authId: 'nothing-to-fill',
      callbacks: [{ type: 'TextOutputCallback', output: [{ name: 'message', value: 'Hello' }] }],
    });

    await expect(startSignIn(getCore())).resolves.toEqual({
      kind: 'failed',
      reason: 'unavailable',
      message: 'Authentication tree failure.',
    });
    expect(console.error).toHaveBeenCalledWith(
      '[store-widgets]',
      'Authentication tree failure.',
      'the authentication step has no input we can show',
    );
  });

  it('a security key in a browser without WebAuthn: "PublicKeyCredential not supported by this browser"', async () => {
    answerWith(webAuthnStep({}));
    expect(await webAuthnFailure()).toBe('PublicKeyCredential not supported by this browser');
  });

  it('a security key that gives no credential: "No credential generated"', async () => {
    globals.PublicKeyCredential = function PublicKeyCredential() {};
    Object.defineProperty(globalThis.navigator, 'credentials', {
      configurable: true,
      value: { get: () => Promise.resolve(null) },
    });
    answerWith(webAuthnStep({}));
    expect(await webAuthnFailure()).toBe('No credential generated');
  });

  it('a security-key registration without usable key parameters: "Missing pubKeyCredParams property"', async () => {
    globals.PublicKeyCredential = function PublicKeyCredential() {};
    answerWith(webAuthnStep({ pubKeyCredParams: true, relyingPartyName: 'Store' }));
    expect(await webAuthnFailure()).toBe('Missing pubKeyCredParams property');
  });

  // The SDK throws 'Incorrect callbacks for WebAuthn authentication' (or '…registration') when a
  // step it took for a security-key step lacks the callbacks it fills in (the outcome's hidden
  // value): a step with only the key's metadata, taken for each kind in turn.
  it.each([
    ['authentication', WebAuthnStepType.Authentication],
    ['registration', WebAuthnStepType.Registration],
  ])(
    'a security-key %s step without its outcome callback: "Incorrect callbacks for WebAuthn"',
    async (kind, stepType) => {
      globals.PublicKeyCredential = function PublicKeyCredential() {};
      vi.spyOn(FRWebAuthn, 'getWebAuthnStepType').mockReturnValue(stepType);
      const { callbacks } = webAuthnStep({ pubKeyCredParams: true });
      answerWith({ authId: 'webauthn-step', callbacks: [callbacks[0]] });
      expect(await webAuthnFailure()).toBe('Incorrect callbacks for WebAuthn');
      expect(console.error).toHaveBeenCalledWith(
        '[store-widgets]',
        'security key sign-in failed',
        expect.objectContaining({ message: `Incorrect callbacks for WebAuthn ${kind}` }),
      );
    },
  );
});
