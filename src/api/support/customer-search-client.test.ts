// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setAccessTokenProvider } from '../http/commerce-auth';
import { searchCustomers } from './customer-search';
import { getCore } from '../../core/core';
import { resetSharedInstances } from '../../core/platform/shared-instance';
import { resetMockState } from '../../mocks/handlers';
import { server } from '../../mocks/node';
import { EMULATED_USER_HEADER } from '../../rules/support/assisted-service';
import { signIn } from '../../testing/commerce-backend';

// The agent's customer search goes to SAP's assisted service web services: beside OCC under the
// same `apiBase` whatever `commercePath` says, the base site a query parameter, SAP's paging and
// sort, the agent's own token, and no emulated customer's id.
const globals = globalThis as Record<string, unknown>;
const API = 'https://commerce.example.test';
const AGENT = 'u-1006';

beforeEach(() => {
  resetSharedInstances();
  resetMockState();
  setAccessTokenProvider(() => signIn(AGENT));
});

afterEach(() => {
  server.events.removeAllListeners('request:start');
  delete globals.storeWidgetsConfig;
  setAccessTokenProvider(() => undefined);
});

function searches(): Request[] {
  const seen: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/customers/search')) seen.push(request.clone());
  });
  return seen;
}

describe('the customer search', () => {
  for (const commercePath of ['/headless/ecommerce/v2', '/occ/v2/{baseSiteId}']) {
    it(`asks SAP's assisted service, whatever the commerce prefix (${commercePath})`, async () => {
      globals.storeWidgetsConfig = {
        platformKey: 'pk',
        host: 'www.assessments.co.uk',
        apiBase: API,
        commercePath,
      };
      const seen = searches();
      const found = await searchCustomers('okafor');
      expect(found).toEqual({
        customers: [
          {
            customerId: 'u-1002',
            firstName: 'Sam',
            lastName: 'Okafor',
            email: 'teacher@example.com',
          },
        ],
        totalResults: 1,
      });
      const url = new URL(seen[0]?.url ?? '');
      expect(`${url.origin}${url.pathname}`).toBe(
        `${API}/assistedservicewebservices/customers/search`,
      );
      expect(Object.fromEntries(url.searchParams)).toEqual({
        baseSite: 'ukassessments',
        query: 'okafor',
        sort: 'byNameAsc',
        pageSize: '20',
        currentPage: '0',
      });
    });
  }

  it("sends no emulated customer's id while the agent acts for one", async () => {
    globals.storeWidgetsConfig = { platformKey: 'pk', host: 'www.assessments.com', apiBase: API };
    const { store } = getCore();
    store.session.user = {
      id: AGENT,
      firstName: 'Chris',
      lastName: 'Morgan',
      customerService: true,
    };
    store.emulation = { agentId: AGENT, customerId: 'u-1002', customerName: 'Sam Okafor' };
    const seen = searches();
    await searchCustomers('whitfield');
    expect(seen[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(seen[0]?.headers.get(EMULATED_USER_HEADER)).toBeNull();
  });
});
