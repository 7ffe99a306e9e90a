// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commerceRequest } from '../../api/http/commerce-client';
import { setAccessTokenProvider } from '../../api/http/commerce-auth';
import { signOut } from '../session/session-actions';
import { getCore } from '../../core/core';
import { resetSharedInstances } from '../../core/platform/shared-instance';
import { EMULATION_KEY } from '../../core/store/emulation';
import { setEmulation } from '../../core/store/emulation-actions';
import { resetMockState } from '../../mocks/handlers';
import { ageEmulation } from '../../mocks/identity/emulations';
import { issueAccessToken } from '../../mocks/identity/session-tokens';
import { AGENT_IDLE_LIMIT_MS } from '../../rules/support/assisted-service';

// Sign-out ends an agent's customer session first, while the agent's token still works: the
// platform is told, and the page forgets the emulation (no banner, no header afterwards).
const globals = globalThis as Record<string, unknown>;
const AGENT = { id: 'u-1006', firstName: 'Chris', lastName: 'Morgan', customerService: true };

beforeEach(() => {
  globals.storeWidgetsConfig = { platformKey: 'pk', host: 'www.assessments.com' };
  localStorage.clear();
  resetSharedInstances();
  resetMockState();
});
afterEach(() => {
  delete globals.storeWidgetsConfig;
  setAccessTokenProvider(() => undefined);
  vi.restoreAllMocks();
});

describe('sign-out of a customer service member', () => {
  it('ends the customer session before the identity session, and forgets it', async () => {
    const calls: string[] = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      calls.push(`${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`);
      return realFetch(input, init);
    });
    const token = issueAccessToken(AGENT.id, 60_000);
    setAccessTokenProvider(() => token);
    const started = await fetch(
      'http://localhost/headless/ecommerce/v2/assisted-service/emulations',
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ customerId: 'u-1002' }),
      },
    );
    expect(started.status).toBe(201);
    calls.length = 0;
    getCore().store.session.user = AGENT;
    setEmulation(getCore(), {
      agentId: AGENT.id,
      customerId: 'u-1002',
      customerName: 'Sam Okafor',
    });
    expect(localStorage.getItem(EMULATION_KEY)).not.toBeNull();
    // A product page: a sign-out there stays on the page (no navigation, which jsdom lacks).
    history.replaceState(null, '', '/p/0158241926');
    await signOut(getCore(), { reason: 'user' });
    expect(calls[0]).toBe('DELETE /headless/ecommerce/v2/assisted-service/emulations/current');
    // The platform no longer lets the agent act for her.
    const after = await realFetch('http://localhost/headless/ecommerce/v2/users/current/orders', {
      headers: { Authorization: `Bearer ${token}`, 'sap-commerce-cloud-user-id': 'u-1002' },
    });
    expect(after.status).toBe(403);
    expect(getCore().store.emulation).toBeNull();
    expect(getCore().store.session.user).toBeNull();
    expect(localStorage.getItem(EMULATION_KEY)).toBeNull();
  });
});

describe('an emulation the platform no longer knows', () => {
  it('is forgotten by the page at the first call refused for it', async () => {
    const token = issueAccessToken(AGENT.id, 60_000);
    setAccessTokenProvider(() => token);
    getCore().store.session.user = AGENT;
    const started = await commerceRequest('/headless/ecommerce/v2/assisted-service/emulations', {
      method: 'POST',
      body: { customerId: 'u-1002' },
    });
    expect(started).toMatchObject({ customerId: 'u-1002' });
    setEmulation(getCore(), {
      agentId: AGENT.id,
      customerId: 'u-1002',
      customerName: 'Sam Okafor',
    });
    await expect(
      commerceRequest('/headless/ecommerce/v2/users/current/orders'),
    ).resolves.toBeDefined();
    ageEmulation(AGENT.id, AGENT_IDLE_LIMIT_MS);
    await expect(
      commerceRequest('/headless/ecommerce/v2/users/current/orders'),
    ).rejects.toMatchObject({ status: 403 });
    expect(getCore().store.emulation).toBeNull();
    expect(localStorage.getItem(EMULATION_KEY)).toBeNull();
  });
});
