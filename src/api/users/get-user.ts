import { getCore } from '../../core/core';
import { commerceRequest } from '../http/commerce-client';
import { PERSONAL } from '../../core/queries/personal-data';
import { pageQueryOptions } from '../../core/queries/page-query';
import { OccUserSchema } from './occ-user.schema';
import { USER_FIELDS, toUserNames } from './user-converter';
import { USER_KEY } from './user-key';

/** The signed-in user's names: `current`, the token's own user (uids may differ from ids). */
export async function fetchUserNames(signal?: AbortSignal) {
  const { site } = getCore().store;
  const query = new URLSearchParams({
    fields: USER_FIELDS,
    locale: site.locale,
    routingRegion: site.routingRegion,
  });
  const occ = await commerceRequest(`/users/current?${query}`, {
    schema: OccUserSchema,
    ...(signal ? { signal } : {}),
    asSignedInUser: true,
  });
  return toUserNames(occ);
}

/** The user's names, keyed by the identity's `userId`. */
export function userQueryOptions(userId: string | undefined) {
  const { site } = getCore().store;
  return pageQueryOptions({
    queryKey: [USER_KEY, userId, site.locale],
    meta: PERSONAL,
    queryFn: ({ signal }) => fetchUserNames(signal),
    enabled: Boolean(userId),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
  });
}
