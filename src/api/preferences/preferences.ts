import { pageQueryOptions } from '../../core/queries/page-query';
import { usePageQuery } from '../../core/queries/use-page-query';
import { PERSONAL } from '../../core/queries/personal-data';
import { CURRENT_USER_PATH } from '../http/current-user-path';
import { commerceRequest } from '../http/commerce-client';
import { PreferencesSchema, type Preferences } from './preferences.schema';

export const PREFERENCES_PATH = `${CURRENT_USER_PATH}/preferences`;

export function preferencesQueryOptions(userId: string | undefined) {
  return pageQueryOptions({
    queryKey: ['preferences', userId],
    meta: PERSONAL,
    queryFn: ({ signal }) =>
      commerceRequest(PREFERENCES_PATH, { schema: PreferencesSchema, signal }),
    enabled: Boolean(userId),
  });
}

export function usePreferences(userId: string | undefined) {
  return usePageQuery(preferencesQueryOptions(userId));
}

/** Saves the whole record; the same request id on a retry saves it once. */
export function savePreferences(preferences: Preferences, requestId: string): Promise<Preferences> {
  return commerceRequest(PREFERENCES_PATH, {
    method: 'PUT',
    body: preferences,
    schema: PreferencesSchema,
    requestId,
  });
}
