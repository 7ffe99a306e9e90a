import { routeParams, type RouteTemplates } from '../../core/routes/route-table';
import { readItem, removeItem, writeItem } from '../../core/platform/storage';

/** The qualification pages' untrusted address; the flag check decides whether a type is one. */
export interface QualificationLocation {
  type: string | undefined;
  /** Edit route: the id, or null when missing or malformed; undefined elsewhere. */
  id: string | null | undefined;
}

const ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** A type that cannot be decoded stays as written: no type is spelled that way. */
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

// The "saved" note travels in sessionStorage, not the URL, so nobody can link to a fake one.
const FLASH_KEY = 'store-widgets.qualifications.saved';
export type SavedOutcome = 'added' | 'updated';

export function rememberSaved(outcome: SavedOutcome): void {
  writeItem(FLASH_KEY, outcome, 'session');
}

export function takeSaved(): SavedOutcome | null {
  const value = readItem(FLASH_KEY, 'session');
  removeItem(FLASH_KEY, 'session');
  return value === 'added' || value === 'updated' ? value : null;
}
