import { QUOTE_CODE_PATTERN } from '../../api/quotes/quote.schema';
import {
  ACCOUNT_SECTIONS,
  ORDER_TRAININGS_ERROR_PARAM,
  QUOTES_PAGE_PARAM,
} from '../../core/routes/routes';

/**
 * What the quote pages read from the page address (spec section 2: `/quotes`, `/quotes/{id}`,
 * `?orderTrainingsError=true`; the route table's are under `/store/{site}/{lang}/my-account`).
 * Anyone can type an address: every value is checked, never trusted, and what is not valid is
 * "not found" (a quote) or the first page (the list), never sent to the platform as it is.
 */

const LIST_SEGMENT = ACCOUNT_SECTIONS.quotes;

/** The quote number if it is one (trimmed), else null. */
export function normalizeQuoteCode(raw: string | null | undefined): string | null {
  const code = raw?.trim() ?? '';
  return QUOTE_CODE_PATTERN.test(code) ? code : null;
}

/**
 * The quote number in `…/quotes/{id}[/]`; null when the path has no such id, or a malformed one
 * (percent-encoded junk, extra segments after it).
 */
export function quoteCodeFromPath(pathname: string): string | null {
  const segments = pathname.split('/').filter(Boolean);
  const at = segments.lastIndexOf(LIST_SEGMENT);
  if (at < 0 || segments.length !== at + 2) return null;
  try {
    // As it is: a path with spaces around the number is not that quote's address.
    const decoded = decodeURIComponent(segments[at + 1] ?? '');
    return QUOTE_CODE_PATTERN.test(decoded) ? decoded : null;
  } catch {
    return null; // a lone % or a broken escape
  }
}

/** The quote the details widget shows: its `quote-id` attribute when set, else the page path's. */
export function resolveQuoteCode(attribute: string | undefined, pathname: string): string | null {
  if (attribute !== undefined && attribute.trim() !== '') return normalizeQuoteCode(attribute);
  return quoteCodeFromPath(pathname);
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
