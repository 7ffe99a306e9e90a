import { routeParams, type RouteTemplates } from '../../core/routes/route-table';
import { readItem, removeItem, writeItem } from '../../core/platform/storage';

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

/**
 * The type and id of the site's qualification routes (edit, add, the type's list); on any other
 * page neither. A type that cannot be decoded stays as written: no type is spelled that way.
 */
export function qualificationLocationOf(
  page: string,
  routes?: RouteTemplates,
): QualificationLocation {
  const edit = routeParams('editQualification', routes, page);
  if (edit) {
    const id = edit.qualificationId ?? '';
    return { type: edit.type, id: ID.test(id) ? id : null };
  }
  const type = (
    routeParams('addQualification', routes, page) ?? routeParams('qualificationType', routes, page)
  )?.type;
  return { type: type || undefined, id: undefined };
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
