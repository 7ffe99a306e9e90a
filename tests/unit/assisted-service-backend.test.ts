import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CustomerSearchResultSchema,
  NOT_EMULATING,
} from '../../src/api/support/assisted-service.schema';
import { OrderSchema } from './support/occ-wire';
import { resetMockState } from '../../src/mocks/handlers';
import { ageEmulation } from '../../src/mocks/identity/emulations';
import {
  AGENT_IDLE_LIMIT_MS,
  CUSTOMER_SEARCH_LIMIT,
  EMULATED_USER_HEADER,
} from '../../src/rules/support/assisted-service';
import { CURRENT, call, parsed, signIn } from './support/commerce-backend';
import { DANA, DANA_PERSONAL, place, placed, readyToOrder } from './support/order-backend';

// The fake platform's assisted service (src/mocks/handlers/assisted-service.ts and the emulation
// rules of src/mocks/identity/emulations.ts): only customer service members search and emulate,
// the search stops at 20, and calls naming the emulated customer act on that customer's cart and
// orders, an order so placed being recorded as placed by the agent.
const AGENT = 'u-1006'; // support@example.com, Chris Morgan
const TEACHER = 'u-1002'; // teacher@example.com, Sam Okafor
const ASM = '/assisted-service';

const search = (token: string | undefined, query: string) =>
  call('GET', `${ASM}/customers?query=${encodeURIComponent(query)}`, { token });
const start = (token: string | undefined, customerId: string) =>
  call('POST', `${ASM}/emulations`, { token, body: { customerId } });

beforeEach(() => resetMockState());
afterEach(() => vi.unstubAllGlobals());

describe('customer search', () => {
  it('answers at most 20 customers, with the total, never an agent', async () => {
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
    expect((await search(token, 'a')).status).toBe(400);
  });

  it('refuses a visitor (401) and a customer (403)', async () => {
    expect((await search(undefined, 'okafor')).status).toBe(401);
    expect((await search(signIn(DANA), 'okafor')).status).toBe(403);
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
