import { routeParams, type RouteTemplates } from '../../core/routes/route-table';
import { readItem, removeItem, writeItem } from '../../core/platform/storage';

/**
 * The address book pages' address values, untrusted. `unitName` is only carried on in links: the
 * heading shows the platform's name for the account, so a made-up link cannot put words on it.
 */

const ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const UNIT_NAME_MAX = 100;

export interface BookQuery {
  /** Undefined for the shopper's own book, null when malformed. */
  uuid: string | null | undefined;
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

export function bookQueryFor(accountId: string | undefined, search: string): BookQuery {
  const query = bookQueryOf(search);
  const own = accountId?.trim();
  return own ? { ...query, uuid: ID.test(own) ? own : null } : query;
}

/** The edit route's address id: undefined off that route, null when missing or malformed. */
export function addressIdFromPath(
  page: string,
  routes?: RouteTemplates,
): string | null | undefined {
  const id = routeParams('editAddress', routes, page)?.addressId;
  return id === undefined ? undefined : ID.test(id) ? id : null;
}

// The "saved" note travels in sessionStorage, not the URL, so nobody can link to a fake one.
const FLASH_KEY = 'store-widgets.address-book.saved';
export type SavedOutcome = 'added' | 'updated';

export function rememberSaved(outcome: SavedOutcome): void {
  // Storage refused: the list simply shows the address without the note.
  writeItem(FLASH_KEY, outcome, 'session');
}

export function takeSaved(): SavedOutcome | null {
  const value = readItem(FLASH_KEY, 'session');
  removeItem(FLASH_KEY, 'session');
  return value === 'added' || value === 'updated' ? value : null;
}
