import { routeParams, type RouteTemplates } from '../../core/routes/route-table';
import { readItem, removeItem, writeItem } from '../../core/platform/storage';

/**
 * What the address book pages read from their address (spec section 2: `/addresses?uuid=`,
 * `/addresses/add-address?uuid&unitName`, `/addresses/edit-address/{id}?uuid&unitName`). The page
 * address is anyone's to type: every value is checked, never trusted.
 *
 * - `uuid`: the customer account whose book it is (`org-5678`); none is the shopper's own book
 *   (their personal account's). Malformed is "not found"; a well-formed one the shopper may not
 *   order for is "not found" too, by the platform.
 * - `unitName`: the organisation unit's display name. The links between the pages carry it, as
 *   the spec's URLs do; the heading shows the platform's name for the account, never the query's,
 *   so a made-up link cannot put words in the page.
 */

/** What an account id or address id looks like; anything else is "not found". */
const ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
/** The longest unitName carried on (an organisation's name is far shorter). */
const UNIT_NAME_MAX = 100;

export interface BookQuery {
  /** The account id; undefined for the shopper's own book, null when malformed. */
  uuid: string | null | undefined;
  /** The unit's display name to carry on in links; undefined when absent or unusable. */
  unitName: string | undefined;
}

export function bookQueryOf(search: string): BookQuery {
  const params = new URLSearchParams(search);
  const rawUuid = params.get('uuid');
  const uuid = rawUuid === null || rawUuid === '' ? undefined : ID.test(rawUuid) ? rawUuid : null;
  // Control characters out, spaces collapsed; text only, never markup.
  const name = (params.get('unitName') ?? '')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const unitName = name && name.length <= UNIT_NAME_MAX ? name : undefined;
  return { uuid, unitName };
}

/**
 * The book a page is for: its `account-id` attribute when the author set one (checked like the
 * query's), else the page's `uuid` query.
 */
export function bookQueryFor(accountId: string | undefined, search: string): BookQuery {
  const query = bookQueryOf(search);
  const own = accountId?.trim();
  return own ? { ...query, uuid: ID.test(own) ? own : null } : query;
}

/**
 * The address id of the site's edit route (`…/edit-address/{id}[/]` by default): undefined when
 * the page is not that route, null when its id is missing or malformed (a broken escape, a slash,
 * extra segments).
 */
export function addressIdFromPath(
  page: string,
  routes?: RouteTemplates,
): string | null | undefined {
  const id = routeParams('editAddress', routes, page)?.addressId;
  return id === undefined ? undefined : ID.test(id) ? id : null;
}

// After a save the form page goes back to the list, which says what happened. The note travels
// in sessionStorage (this tab only), not in the URL, so nobody can link to a fake one.
const FLASH_KEY = 'store-widgets.address-book.saved';
export type SavedOutcome = 'added' | 'updated';

export function rememberSaved(outcome: SavedOutcome): void {
  // Storage refused: the list simply shows the address without the note.
  writeItem(FLASH_KEY, outcome, 'session');
}

/** What the form page saved just before this page, once; null otherwise. */
export function takeSaved(): SavedOutcome | null {
  const value = readItem(FLASH_KEY, 'session');
  removeItem(FLASH_KEY, 'session');
  return value === 'added' || value === 'updated' ? value : null;
}
