import { QUOTE_CODE_PATTERN } from '../../api/quotes/quote.schema';
import { ORDER_TRAININGS_ERROR_PARAM, QUOTES_PAGE_PARAM } from '../../core/routes/routes';
import { routeParams, type RouteTemplates } from '../../core/routes/route-table';

/**
 * What the quote pages read from the page address (spec section 2: `/quotes`, `/quotes/{id}`,
 * `?orderTrainingsError=true`; the route table's are under `/store/{site}/{lang}/my-account`).
 * Anyone can type an address: every value is checked, never trusted, and what is not valid is
 * "not found" (a quote) or the first page (the list), never sent to the platform as it is.
 */

/** The quote number if it is one (trimmed), else null. */
export function normalizeQuoteCode(raw: string | null | undefined): string | null {
  const code = raw?.trim() ?? '';
  return QUOTE_CODE_PATTERN.test(code) ? code : null;
}

/**
 * The quote number of the site's quote route (`…/quotes/{id}[/]` by default); null when the page
 * is not one, or its id is malformed (percent-encoded junk, extra segments after it).
 */
export function quoteCodeFromPath(page: string, routes?: RouteTemplates): string | null {
  // As it is: an address with spaces around the number is not that quote's address.
  const code = routeParams('quote', routes, page)?.quoteId ?? '';
  return QUOTE_CODE_PATTERN.test(code) ? code : null;
}

/** The quote the details widget shows: its `quote-id` attribute when set, else the page path's. */
export function resolveQuoteCode(
  attribute: string | undefined,
  page: string,
  routes?: RouteTemplates,
): string | null {
  if (attribute !== undefined && attribute.trim() !== '') return normalizeQuoteCode(attribute);
  return quoteCodeFromPath(page, routes);
}

/** Pages beyond this are not a page anyone reaches by paging (and keep the query's number sane). */
const MAX_PAGE = 100_000;

/** The list's page in the query, from 0 as OCC counts (`?page=2` is 1); 0 for anything else. */
export function pageFromSearch(search: string): number {
  const raw = new URLSearchParams(search).get(QUOTES_PAGE_PARAM) ?? '';
  if (!/^[1-9]\d{0,5}$/.test(raw)) return 0;
  return Math.min(Number(raw), MAX_PAGE) - 1;
}

/** `?orderTrainingsError=true` exactly: the quote page shows the training-order error. */
export function trainingsErrorIn(search: string): boolean {
  return new URLSearchParams(search).get(ORDER_TRAININGS_ERROR_PARAM) === 'true';
}
