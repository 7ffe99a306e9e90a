import { http } from 'msw';
import { CUSTOMER_SEARCH_LIMIT, customerSearchText } from '../../rules/support/assisted-service';
import type { CustomerSummary } from '../../api/support/assisted-service.schema';
import type { SeedUser } from '../db/seed-users';
import { agentOf, AsmOpError, endEmulation, startEmulation } from '../identity/emulations';
import { directoryUsers } from '../identity/user-directory';
import { readJson, replyOf, toResponse } from './commerce-call';
import { COMMERCE_BASE } from './commerce-base';
import { extension } from './commerce-declarations';

/**
 * The fake platform's assisted service (src/api/support/assisted-service.schema.ts): customer
 * search, start and end of an emulation, for customer service members only.
 */
const ASM = `${COMMERCE_BASE}/assisted-service`;

/** Accents and case do not matter: "alvarez" finds Álvarez. */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

function summaryOf(user: SeedUser): CustomerSummary {
  return {
    customerId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
  };
}

/** Customers (never agents) whose full name or email contains the text, by last then first name. */
export function findCustomers(text: string) {
  const wanted = folded(text);
  const matches = directoryUsers()
    .filter((user) => !user.customerService)
    .filter(
      (user) =>
        folded(`${user.firstName} ${user.lastName}`).includes(wanted) ||
        folded(user.email).includes(wanted),
    )
    .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName));
  return {
    customers: matches.slice(0, CUSTOMER_SEARCH_LIMIT).map(summaryOf),
    totalResults: matches.length,
  };
}

export const assistedServiceHandlers = [
  http.get(`${ASM}/customers`, ({ request }) =>
    toResponse(
      replyOf(() => {
        agentOf(request);
        const text = customerSearchText(new URL(request.url).searchParams.get('query') ?? '');
        if (text === undefined) {
          throw new AsmOpError(400, 'invalidQuery', 'Enter a name or an email to search for');
        }
        return { status: 200, body: findCustomers(text) };
      }),
    ),
  ),

  extension(
    'startEmulation',
    http.post(`${ASM}/emulations`, async ({ request }) => {
      // A body that is not JSON is refused after the caller's checks (401 and 403 first).
      const body = await readJson(request).catch((error: unknown) => error);
      return toResponse(
        replyOf(() => {
          const agent = agentOf(request);
          if (body instanceof Error) throw body;
          const customerId = (body as { customerId?: unknown } | undefined)?.customerId;
          return { status: 201, body: summaryOf(startEmulation(agent, customerId)) };
        }),
      );
    }),
  ),

  extension(
    'endEmulation',
    http.delete(`${ASM}/emulations/current`, ({ request }) =>
      toResponse(
        replyOf(() => {
          endEmulation(agentOf(request));
          return { status: 204 };
        }),
      ),
    ),
  ),
];
