import { getCore } from '../../core/core';
import { commerceRequest } from '../http/commerce-client';
import { PERSONAL } from '../../core/queries/personal-data';
import { pageQueryOptions } from '../../core/queries/page-query';
import { OccUserSchema } from './occ-user.schema';
import { USER_FIELDS, toUserNames } from './user-converter';

/** The first key segment of the user reads: `[USER_KEY, userId]` is one user's in every locale. */
export const USER_KEY = 'user';

/**
 * GET /users/{userId} with locale and routing region (spec section 7): read for first and last
 * name, cached without revalidation on focus or mount, and skipped without a user id.
 *
 * `userId` is the identity server's id of the signed-in user: it keys the cache, so one user's
 * names never serve another. The path says `current`, OCC's name for the token's own user: the
 * commerce platform's uid of a user need not be the identity server's id. A customer service
 * member reads their own names, not those of the customer they act for. OCC ignores `locale` and
 * `routingRegion` (its language is `lang`); they are the spec's.
 */
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
