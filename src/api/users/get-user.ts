import { getCore } from '../../core/core';
import { commerceRequest } from '../http/commerce-client';
import { PERSONAL } from '../../core/queries/personal-data';
import { pageQueryOptions } from '../../core/queries/page-query';
import { OccUserSchema } from './occ-user.schema';
import { USER_FIELDS, toUserNames } from './user-converter';
import { USER_KEY } from './user-key';

/** The user's names, keyed by the identity's `userId`; the path is `current` (uids may differ). */
export function userQueryOptions(userId: string | undefined) {
  const { site } = getCore().store;
  return pageQueryOptions({
    queryKey: [USER_KEY, userId, site.locale],
    meta: PERSONAL,
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({
        fields: USER_FIELDS,
        locale: site.locale,
        routingRegion: site.routingRegion,
      });
      const occ = await commerceRequest(`/users/current?${query}`, {
        schema: OccUserSchema,
        signal,
        asSignedInUser: true,
      });
      return toUserNames(occ);
    },
    enabled: Boolean(userId),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
  });
}
