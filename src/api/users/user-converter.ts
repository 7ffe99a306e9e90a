import { fieldsOf } from '../http/occ-fields';
import { OccUserSchema, type OccUser } from './occ-user.schema';
import type { UserNames } from './user-names';

/** What the converter reads: the `fields` of the user read. */
export const USER_FIELDS = fieldsOf(OccUserSchema);

/** OCC's user to ours: a name left out or blank is '' (the caller keeps the identity's then). */
export function toUserNames(occ: OccUser): UserNames {
  return { firstName: occ.firstName?.trim() ?? '', lastName: occ.lastName?.trim() ?? '' };
}
