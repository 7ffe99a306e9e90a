import { QUOTE_CODE_PATTERN } from '../../api/quotes/quote.schema';
import { ORDER_TRAININGS_ERROR_PARAM, QUOTES_PAGE_PARAM } from '../../core/routes/routes';
import { routeParams, type RouteTemplates } from '../../core/routes/route-table';

/** The quote pages' address values: every one is checked, never sent to the platform as typed. */

export function normalizeQuoteCode(raw: string | null | undefined): string | null {
  const code = raw?.trim() ?? '';
  return QUOTE_CODE_PATTERN.test(code) ? code : null;
}

/** The quote number of the site's quote route; null when malformed or not that route. */
export function quoteCodeFromPath(page: string, routes?: RouteTemplates): string | null {
  // Not trimmed: spaces around the number make it another address.
  const code = routeParams('quote', routes, page)?.quoteId ?? '';
  return QUOTE_CODE_PATTERN.test(code) ? code : null;
}

export function resolveQuoteCode(
  attribute: string | undefined,
  page: string,
  routes?: RouteTemplates,
): string | null {
  if (attribute !== undefined && attribute.trim() !== '') return normalizeQuoteCode(attribute);
  return quoteCodeFromPath(page, routes);
}

/** Caps a typed page number so the query stays sane. */
const MAX_PAGE = 100_000;

/** The list's page from 0, as OCC counts (`?page=2` is 1); 0 for anything invalid. */
export function pageFromSearch(search: string): number {
  const raw = new URLSearchParams(search).get(QUOTES_PAGE_PARAM) ?? '';
  if (!/^[1-9]\d{0,5}$/.test(raw)) return 0;
  return Math.min(Number(raw), MAX_PAGE) - 1;
}

export function trainingsErrorIn(search: string): boolean {
  return new URLSearchParams(search).get(ORDER_TRAININGS_ERROR_PARAM) === 'true';
}
