import { PERSONAL } from '../../core/queries/personal-data';
import { pageQueryOptions } from '../../core/queries/page-query';
import { usePageQuery } from '../../core/queries/use-page-query';
import type { QualificationType } from '../../core/routes/routes';
import type { QualificationFieldsByType } from '../../rules/qualifications/qualification-level';
import { CURRENT_USER_PATH } from '../http/current-user-path';
import { commerceRequest } from '../http/commerce-client';
import {
  QualificationListSchema,
  QualificationSchema,
  type Qualification,
} from './qualification.schema';

export const QUALIFICATIONS_PATH = `${CURRENT_USER_PATH}/qualifications`;
export const QUALIFICATIONS_KEY = 'qualifications';

export function qualificationsQueryOptions(userId: string | undefined) {
  return pageQueryOptions({
    queryKey: [QUALIFICATIONS_KEY, userId],
    meta: PERSONAL,
    queryFn: ({ signal }) =>
      commerceRequest(QUALIFICATIONS_PATH, { schema: QualificationListSchema, signal }),
    enabled: Boolean(userId),
  });
}

export function useQualifications(userId: string | undefined) {
  return usePageQuery(qualificationsQueryOptions(userId));
}

const typePath = (type: QualificationType) => `${QUALIFICATIONS_PATH}/${type}`;

/** Adds a qualification of `type` or replaces `id`'s fields; one `idempotencyKey` saves it once. */
export function saveQualification<T extends QualificationType>(
  type: T,
  id: string | undefined,
  fields: QualificationFieldsByType[T],
  idempotencyKey: string,
): Promise<Qualification> {
  return commerceRequest(id ? `${typePath(type)}/${encodeURIComponent(id)}` : typePath(type), {
    method: id ? 'PUT' : 'POST',
    body: fields,
    schema: QualificationSchema,
    requestId: idempotencyKey,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
