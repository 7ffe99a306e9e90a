import { randomToken } from './base64url';
import { AUTH_FLOW_TTL_MS } from './constants';

/**
 * Running trees, keyed by authId. The SDK posts the filled step back to plain `/authenticate`
 * (no query), so the authId alone must say which tree and which transaction it belongs to.
 */
export type AuthFlow =
  | { kind: 'login' }
  | { kind: 'transaction'; txId: string }
  /** The password change tree of a signed-in user (password-tree.ts). */
  | { kind: 'password'; userId: string };

const flows = new Map<string, { flow: AuthFlow; expiresAt: number }>();

export function startFlow(flow: AuthFlow): string {
  // AM's authId is a JWT; ours only has to be unguessable.
  const authId = `eyJ0eXAiOiJKV1QiLCJhbGciOiJub25lIn0.${randomToken(32)}.`;
  flows.set(authId, { flow, expiresAt: Date.now() + AUTH_FLOW_TTL_MS });
  return authId;
}

/** The flow of an authId; each authId answers one step only, so it is removed here. */
export function takeFlow(authId: string): AuthFlow | undefined {
  const entry = flows.get(authId);
  flows.delete(authId);
  if (!entry || entry.expiresAt <= Date.now()) return undefined;
  return entry.flow;
}

export function resetFlows(): void {
  flows.clear();
}
