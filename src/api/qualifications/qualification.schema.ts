import * as v from 'valibot';
import { isApiError } from '../http/api-error';
import { commerceErrorKey, firstCommerceError, type CommerceErrorCode } from '../http/occ-errors';
import { QualificationLevelSchema } from '../accounts/account.schema';
import { ProductQualificationLevelSchema } from '../products/product.schema';
import { DEGREE_LEVELS } from '../../rules/qualifications/qualification-level';

// The shopper's qualifications, in OCC's style. The platform derives `level` from every
// qualification on file; `grants` is the product level each one buys.

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

/** A qualification of an unknown type or shape is left out rather than costing the whole page. */
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
  qualificationNotFound: { type: 'QualificationError', reason: 'notFound' },
  invalid: { type: 'ValidationError', reason: 'invalid' },
} as const satisfies Record<string, CommerceErrorCode>;
export type QualificationErrorKey = keyof typeof QUALIFICATION_ERRORS;

export function qualificationErrorOf(error: unknown): QualificationErrorKey | undefined {
  if (!isApiError(error) || error.kind !== 'http') return undefined;
  return commerceErrorKey(error.info, QUALIFICATION_ERRORS);
}

/** The rule's message key follows the field (`yearAwarded: qualification.yearInvalid`). */
export function refusedQualificationField(
  error: unknown,
): { field: string; message: string } | undefined {
  if (qualificationErrorOf(error) !== 'invalid' || !isApiError(error)) return undefined;
  const refusal = firstCommerceError(error.info);
  if (!refusal?.subject) return undefined;
  return { field: refusal.subject, message: refusal.message.split(': ').at(-1) ?? '' };
}
