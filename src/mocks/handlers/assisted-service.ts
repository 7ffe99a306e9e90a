import { http } from 'msw';
import { EMULATIONS_PATH, type CustomerSummary } from '../../api/support/assisted-service.schema';
import { CartOpError } from '../db/cart-errors';
import {
  folded,
  isCustomerSort,
  occCustomerSearchPage,
  type CustomerPageRequest,
} from '../db/occ-customer-search';
import { isBaseSite } from '../db/pricing-context';
import type { SeedUser } from '../db/seed-users';
import { agentOf, AsmOpError, endEmulation, startEmulation } from '../identity/emulations';
import { directoryUsers } from '../identity/user-directory';
import { readJson, replyOf, toResponse } from './commerce-call';
import { ASSISTED_SERVICE_BASE, COMMERCE_BASE } from './commerce-base';
import { extension, service } from './commerce-declarations';

/**
 * The assisted service, for customer service members only: SAP's customer search (beside OCC)
 * and the store's start and end of an emulation (extensions).
 */
const EMULATIONS = `${COMMERCE_BASE}${EMULATIONS_PATH}`;

/** SAP's default page size of a search. */
const DEFAULT_PAGE_SIZE = 20;

function summaryOf(user: SeedUser): CustomerSummary {
  return {
    customerId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
  };
}

/** Customers (never agents) whose name or email contains the text; SAP sets no least length. */
function findCustomers(text: string): SeedUser[] {
  const wanted = folded(text.trim());
  return directoryUsers()
    .filter((user) => !user.customerService)
    .filter(
      (user) =>
        folded(`${user.firstName} ${user.lastName}`).includes(wanted) ||
        folded(user.email).includes(wanted),
    );
}

/** A whole number at least `least`, else the default (what a page parameter left out means). */
function pageNumber(raw: string | null, least: number, fallback: number): number {
  const value = Number(raw ?? undefined);
  return Number.isInteger(value) && value >= least ? value : fallback;
}

function baseSiteOf(params: URLSearchParams): string {
  const site = params.get('baseSite');
  if (site === null) {
    throw new AsmOpError(
      400,
      'missingParameter',
      "Required String parameter 'baseSite' is not present",
    );
  }
  if (!isBaseSite(site)) {
    throw new CartOpError(400, 'unknownBaseSite', `Base site ${site} doesn't exist`, site);
  }
  return site;
}

function pageRequestOf(params: URLSearchParams): CustomerPageRequest {
  const sort = params.get('sort');
  return {
    sort: isCustomerSort(sort) ? sort : 'byNameAsc',
    pageSize: pageNumber(params.get('pageSize'), 1, DEFAULT_PAGE_SIZE),
    currentPage: pageNumber(params.get('currentPage'), 0, 0),
  };
}

export const assistedServiceHandlers = [
  ...service('assisted service', [
    http.get(`${ASSISTED_SERVICE_BASE}/customers/search`, ({ request }) =>
      toResponse(
        replyOf(() => {
          agentOf(request);
          const { searchParams } = new URL(request.url);
          baseSiteOf(searchParams);
          const matches = findCustomers(searchParams.get('query') ?? '');
          return {
            status: 200,
            body: occCustomerSearchPage(matches, pageRequestOf(searchParams)),
          };
        }),
      ),
    ),
  ]),

  extension(
    'startEmulation',
    http.post(EMULATIONS, async ({ request }) => {
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
    http.delete(`${EMULATIONS}/current`, ({ request }) =>
      toResponse(
        replyOf(() => {
          endEmulation(agentOf(request));
          return { status: 204 };
        }),
      ),
    ),
  ),
];
