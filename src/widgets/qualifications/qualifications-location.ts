import { ACCOUNT_SECTIONS } from '../../core/routes/routes';
import { readItem, removeItem, writeItem } from '../../core/storage';

/**
 * What the qualification pages read from their address (spec section 2: `/qualifications`, and
 * for each type `/qualifications/{type}`, `…/{type}/add`, `…/{type}/edit/{id}`). The address is
 * anyone's to type: the type is only passed on as text (the flag check decides whether it is one
 * the shopper may use, and an unknown one is not), and a malformed id is "not found".
 */
export interface QualificationLocation {
  /** The type segment as written; undefined on the list itself. */
  type: string | undefined;
  /** `…/edit/{id}`: the id, or null when missing or malformed; undefined elsewhere (add, list). */
  id: string | null | undefined;
}

const ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

function decoded(segment: string | undefined): string | null {
  if (segment === undefined) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export function qualificationLocationOf(pathname: string): QualificationLocation {
  const segments = pathname.split('/').filter(Boolean);
  const at = segments.lastIndexOf(ACCOUNT_SECTIONS.qualifications);
  if (at < 0) return { type: undefined, id: undefined };
  const [segment, action, ...rest] = segments.slice(at + 1);
  // A broken escape stays as written: no type is spelled that way, so it is not available.
  const type = segment === undefined ? undefined : (decoded(segment) ?? segment);
  if (action !== 'edit') return { type, id: undefined };
  const id = rest.length === 1 ? decoded(rest[0]) : null;
  return { type, id: id !== null && ID.test(id) ? id : null };
}

// After a save the form page goes back to the list, which says what happened. The note travels in
// sessionStorage (this tab only), not in the URL, so nobody can link to a fake one.
const FLASH_KEY = 'store-widgets.qualifications.saved';
export type SavedOutcome = 'added' | 'updated';

export function rememberSaved(outcome: SavedOutcome): void {
  writeItem(FLASH_KEY, outcome, 'session');
}

/** What the form page saved just before this page, once; null otherwise. */
export function takeSaved(): SavedOutcome | null {
  const value = readItem(FLASH_KEY, 'session');
  removeItem(FLASH_KEY, 'session');
  return value === 'added' || value === 'updated' ? value : null;
}
