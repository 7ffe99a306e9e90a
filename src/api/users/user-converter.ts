import { fieldsOf } from '../http/occ-fields';
import { OccUserSchema, type OccUser } from './occ-user.schema';
import type { UserNames } from './user-names';

export const USER_FIELDS = fieldsOf(OccUserSchema);

/** A name left out or blank is '' (the caller then keeps the identity's). */
export function toUserNames(occ: OccUser): UserNames {
  return { firstName: occ.firstName?.trim() ?? '', lastName: occ.lastName?.trim() ?? '' };
}
