import * as v from 'valibot';
import { isApiError } from '../http/api-error';
import { commerceErrorKey, firstCommerceError, type CommerceErrorCode } from '../http/occ-errors';
import { QualificationLevelSchema } from '../accounts/account.schema';
import { ProductQualificationLevelSchema } from '../products/product.schema';
import { DEGREE_LEVELS } from '../../rules/qualifications/qualification-level';

/**
 * Wire shapes of the shopper's qualifications (spec sections 2 and 6). The spec shows
 * none of the platform's fields; these are ours, in OCC's style.
 *
 *   GET  …/users/current/qualifications                        → QualificationList
 *   POST …/users/current/qualifications/{type}   Idempotency-Key: …   fields → Qualification (201)
 *   PUT  …/users/current/qualifications/{type}/{id}   Idempotency-Key: …  fields → Qualification
 *
 * `level` is the shopper's level as the platform derives it from every qualification on file
 * (src/rules/qualifications/qualification-level.ts), whichever types the page shows; `grants`
 * is the product level each one lets its holder buy. A write repeated with the same key answers
 * the first answer and changes nothing. An id that is not the shopper's (or not of that type) is
 * 404 `qualificationNotFound`; a field breaking its rule 400 `invalid` naming it (`subject`).
 */

const id = v.pipe(v.string(), v.minLength(1));

const DegreeSchema = v.object({
  id,
  type: v.literal('degree'),
  degreeLevel: v.picklist(DEGREE_LEVELS),
  fieldOfStudy: v.string(),
  institution: v.string(),
  yearAwarded: v.string(),
  grants: ProductQualificationLevelSchema,
});

const LicenseSchema = v.object({
  id,
  type: v.literal('license'),
  licenseType: v.string(),
  licenseNumber: v.string(),
  issuedBy: v.string(),
  expiresOn: v.string(),
  grants: ProductQualificationLevelSchema,
});

const OrganisationSchema = v.object({
  id,
  type: v.literal('organisation'),
  name: v.string(),
  membershipNumber: v.string(),
  grants: ProductQualificationLevelSchema,
});

const AccreditedInstitutionSchema = v.object({
  id,
  type: v.literal('accredited-institution'),
  name: v.string(),
  accreditedBy: v.string(),
  grants: ProductQualificationLevelSchema,
});

export const QualificationSchema = v.variant('type', [
  DegreeSchema,
  LicenseSchema,
  OrganisationSchema,
  AccreditedInstitutionSchema,
]);
export type Qualification = v.InferOutput<typeof QualificationSchema>;

/**
 * The list: a qualification of a type we do not know (the platform may hold certifications) or
 * in a shape we cannot read is left out, rather than costing the shopper the whole page.
 */
export const QualificationListSchema = v.object({
  level: QualificationLevelSchema,
  qualifications: v.pipe(
    v.array(v.unknown()),
    v.transform((items) =>
      items.flatMap((item) => {
        const parsed = v.safeParse(QualificationSchema, item);
        return parsed.success ? [parsed.output] : [];
      }),
    ),
  ),
});
export type QualificationList = v.InferOutput<typeof QualificationListSchema>;

export const QUALIFICATION_ERRORS = {
  /** 404: no qualification of that type with that id among the shopper's. */
  qualificationNotFound: { type: 'QualificationError', reason: 'notFound' },
  /** 400: a field breaks its rule (`subject` names it). */
  invalid: { type: 'ValidationError', reason: 'invalid' },
} as const satisfies Record<string, CommerceErrorCode>;
export type QualificationErrorKey = keyof typeof QUALIFICATION_ERRORS;

/** The qualification error an ApiError carries, if it is one of QUALIFICATION_ERRORS. */
export function qualificationErrorOf(error: unknown): QualificationErrorKey | undefined {
  if (!isApiError(error) || error.kind !== 'http') return undefined;
  return commerceErrorKey(error.info, QUALIFICATION_ERRORS);
}

/**
 * A field the platform refused (400 invalid): the field it names and the rule's message key,
 * which the platform puts after the field in its message (`yearAwarded: qualification.yearInvalid`).
 */
export function refusedQualificationField(
  error: unknown,
): { field: string; message: string } | undefined {
  if (qualificationErrorOf(error) !== 'invalid' || !isApiError(error)) return undefined;
  const refusal = firstCommerceError(error.info);
  if (!refusal?.subject) return undefined;
  return { field: refusal.subject, message: refusal.message.split(': ').at(-1) ?? '' };
}
