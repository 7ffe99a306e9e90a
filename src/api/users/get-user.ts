import * as v from 'valibot';
import { getCore } from '../../core/core';
import { commerceRequest } from '../http/commerce-client';
import { PERSONAL } from '../../core/personal-data';
import { pageQueryOptions } from '../../core/queries/page-query';

export const UserSchema = v.object({
  id: v.string(),
  firstName: v.optional(v.string(), ''),
  lastName: v.optional(v.string(), ''),
});
export type UserRecord = v.InferOutput<typeof UserSchema>;

/** The first key segment of the user reads: `[USER_KEY, userId]` is one user's in every locale. */
export const USER_KEY = 'user';

/**
 * GET /users/{userId} with locale and routing region (spec section 7): read for first and last
 * name, cached without revalidation on focus or mount, and skipped without a user id.
 */
export function userQueryOptions(userId: string | undefined) {
  const { site } = getCore().store;
  return pageQueryOptions({
    queryKey: [USER_KEY, userId, site.locale],
    meta: PERSONAL,
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ locale: site.locale, routingRegion: site.routingRegion });
      return commerceRequest(`/users/${encodeURIComponent(userId ?? '')}?${query}`, {
        schema: UserSchema,
        signal,
      });
    },
    enabled: Boolean(userId),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
  });
}
