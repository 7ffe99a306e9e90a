import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOT_EMULATING } from '../../api/support/assisted-service.schema';
import { CustomerSearchResultSchema, OrderSchema } from '../../testing/occ-wire';
import { resetMockState } from '../handlers';
import { ageEmulation } from '../identity/emulations';
import {
  AGENT_IDLE_LIMIT_MS,
  CUSTOMER_SEARCH_LIMIT,
  EMULATED_USER_HEADER,
} from '../../rules/support/assisted-service';
import { CURRENT, call, parsed, signIn, type Answer } from '../../testing/commerce-backend';
import { DANA, DANA_PERSONAL, place, placed, readyToOrder } from '../../testing/order-backend';

// The assisted service: only customer service members search and emulate; calls naming the
// emulated customer act on their cart and orders, an order recorded as placed by the agent.
const AGENT = 'u-1006'; // support@example.com, Chris Morgan
const TEACHER = 'u-1002'; // teacher@example.com, Sam Okafor
const ASM = '/assisted-service';
/** SAP's assisted service web services: beside OCC, the base site a query parameter. */
const SEARCH = 'http://localhost/assistedservicewebservices/customers/search';

/** The customer search with its query parameters as given (none added). */
async function searchWith(token: string | undefined, params: Record<string, string>) {
  const response = await fetch(`${SEARCH}?${new URLSearchParams(params)}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: JSON.parse(text) } as Answer;
}

/** As the client searches: the site, by name, the first page of 20. */
const search = (token: string | undefined, query: string) =>
  searchWith(token, {
    baseSite: 'usassessments',
    query,
    sort: 'byNameAsc',
    pageSize: String(CUSTOMER_SEARCH_LIMIT),
    currentPage: '0',
  });
const start = (token: string | undefined, customerId: string) =>
  call('POST', `${ASM}/emulations`, { token, body: { customerId } });

beforeEach(() => resetMockState());
afterEach(() => vi.unstubAllGlobals());

describe('customer search', () => {
  it('answers a page of at most 20 customers, with the total, never an agent', async () => {
    const token = signIn(AGENT);
    const all = parsed(await search(token, 'example.com'), 200, CustomerSearchResultSchema);
    expect(all.customers).toHaveLength(CUSTOMER_SEARCH_LIMIT);
    expect(all.totalResults).toBeGreaterThan(CUSTOMER_SEARCH_LIMIT);
    expect(all.customers.map((c) => c.email)).not.toContain('support@example.com');
    const one = parsed(await search(token, '  okafor '), 200, CustomerSearchResultSchema);
    expect(one).toEqual({
      customers: [
        { customerId: TEACHER, firstName: 'Sam', lastName: 'Okafor', email: 'teacher@example.com' },
      ],
      totalResults: 1,
    });
    // Accents and case do not matter; an email part finds its owner.
    const maria = parsed(await search(token, 'ALVAREZ'), 200, CustomerSearchResultSchema);
    expect(maria.customers.map((c) => c.email)).toEqual(['district@example.com']);
  });

  it("answers OCC's CustomerSearchPage: users, pagination and sorts", async () => {
    const answer = await search(signIn(AGENT), 'okafor');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      entries: [
        {
          uid: 'teacher@example.com',
          customerId: TEACHER,
          displayUid: 'teacher@example.com',
          name: 'Sam Okafor',
          firstName: 'Sam',
          lastName: 'Okafor',
        },
      ],
      pagination: {
        currentPage: 0,
        pageSize: 20,
        totalPages: 1,
        totalResults: 1,
        sort: 'byNameAsc',
      },
      sorts: [
        { code: 'byNameAsc', selected: true },
        { code: 'byNameDesc', selected: false },
      ],
    });
  });

  it('pages and sorts by name as asked; a short or no query is a search like any other', async () => {
    const token = signIn(AGENT);
    const names = async (params: Record<string, string>) => {
      const answer = await searchWith(token, { baseSite: 'usassessments', ...params });
      expect(answer.status).toBe(200);
      return v.parse(CustomerSearchResultSchema, answer.body);
    };
    const everyone = await names({ pageSize: '1000' });
    const total = everyone.totalResults;
    expect(everyone.customers).toHaveLength(total);
    const fullNames = everyone.customers.map((c) => `${c.firstName} ${c.lastName}`);
    expect(fullNames).toEqual(fullNames.toSorted((a, b) => a.localeCompare(b)));
    // Left out: SAP's page of 20, the first, by name.
    const firstPage = await names({});
    expect(firstPage.customers).toEqual(everyone.customers.slice(0, 20));
    expect(firstPage.totalResults).toBe(total);
    const second = await names({ query: '', pageSize: '5', currentPage: '1' });
    expect(second.customers).toEqual(everyone.customers.slice(5, 10));
    const descending = await names({ sort: 'byNameDesc', pageSize: '1000' });
    expect(descending.customers).toEqual(everyone.customers.toReversed());
    // One letter: the service sets no least length (the widget does).
    const a = await names({ query: 'a', pageSize: '1000' });
    expect(a.totalResults).toBeGreaterThan(0);
    expect(a.totalResults).toBeLessThanOrEqual(total);
  });

  it('wants the base site: left out, 400; one the platform has not, 400', async () => {
    const token = signIn(AGENT);
    const missing = await searchWith(token, { query: 'okafor' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      errors: [{ type: 'MissingServletRequestParameterError' }],
    });
    const unknown = await searchWith(token, { baseSite: 'nowhere', query: 'okafor' });
    expect(unknown.status).toBe(400);
  });

  it('refuses a visitor (401) and a customer (403)', async () => {
    expect((await search(undefined, 'okafor')).status).toBe(401);
    const customer = await search(signIn(DANA), 'okafor');
    expect(customer.status).toBe(403);
    expect(customer.body).toMatchObject({ errors: [{ type: 'ForbiddenError' }] });
  });
});

describe('emulation', () => {
  it("a customer's token can never emulate: no start, no header", async () => {
    const dana = signIn(DANA);
    expect((await start(dana, TEACHER)).status).toBe(403);
    const viaHeader = await call('GET', `${CURRENT}/orders`, {
      token: dana,
      headers: { [EMULATED_USER_HEADER]: TEACHER },
    });
    expect(viaHeader.status).toBe(403);
  });

  it('acts only for the customer the agent started a session for, until it ends or lapses', async () => {
    const token = signIn(AGENT);
    const forTeacher = { token, headers: { [EMULATED_USER_HEADER]: TEACHER } };
    expect((await call('GET', `${CURRENT}/orders`, forTeacher)).status).toBe(403);
    expect((await start(token, 'u-nobody')).status).toBe(404);
    expect((await start(token, AGENT)).status).toBe(404);
    expect((await start(token, TEACHER)).status).toBe(201);
    expect((await call('GET', `${CURRENT}/orders`, forTeacher)).status).toBe(200);
    const otherCustomer = { token, headers: { [EMULATED_USER_HEADER]: DANA } };
    expect((await call('GET', `${CURRENT}/orders`, otherCustomer)).status).toBe(403);
    expect((await call('DELETE', `${ASM}/emulations/current`, { token })).status).toBe(204);
    expect((await call('GET', `${CURRENT}/orders`, forTeacher)).status).toBe(403);
    expect((await start(token, TEACHER)).status).toBe(201);
    ageEmulation(AGENT, AGENT_IDLE_LIMIT_MS);
    const lapsed = await call('GET', `${CURRENT}/orders`, forTeacher);
    expect(lapsed.status).toBe(403);
    expect(lapsed.body).toMatchObject({
      errors: [{ type: 'ForbiddenError', reason: NOT_EMULATING }],
    });
  });

  it("places an order in the customer's name, recorded as placed by the agent", async () => {
    const agent = signIn(AGENT);
    expect((await start(agent, DANA)).status).toBe(201);
    // Every call the agent makes names the emulated customer, as the widgets' commerce client does.
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      if (headers.get('Authorization') === `Bearer ${agent}`)
        headers.set(EMULATED_USER_HEADER, DANA);
      return realFetch(input, { ...init, headers });
    });
    await readyToOrder(agent, DANA_PERSONAL);
    const order = placed(await place(agent, { type: 'BANK_TRANSFER' }));
    expect(order.placedBy).toEqual({ name: 'Chris Morgan', customerService: true });
    vi.unstubAllGlobals();

    // The order is Dana's: in her history, read with her own token.
    const dana = signIn(DANA);
    const own = await call('GET', `${CURRENT}/orders/${order.code}`, { token: dana });
    expect(v.parse(OrderSchema, own.body).placedBy.name).toBe('Chris Morgan');
    // Her own order says she placed it.
    await readyToOrder(dana, DANA_PERSONAL);
    const hers = placed(await place(dana, { type: 'BANK_TRANSFER' }));
    expect(hers.placedBy).toEqual({ name: 'Dana Whitfield', customerService: false });
  });
});
