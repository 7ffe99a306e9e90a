import * as v from 'valibot';

/** OCC's error body, and how a resource's table of codes (CART_ERRORS, …) is matched to it. */

export const CommerceErrorSchema = v.object({
  type: v.string(),
  reason: v.optional(v.string()),
  subject: v.optional(v.string()),
  subjectType: v.optional(v.string()),
  message: v.string(),
});
export type CommerceError = v.InferOutput<typeof CommerceErrorSchema>;

export const CommerceErrorListSchema = v.object({
  errors: v.pipe(v.array(CommerceErrorSchema), v.minLength(1)),
});
export type CommerceErrorList = v.InferOutput<typeof CommerceErrorListSchema>;

export interface CommerceErrorCode {
  type: string;
  reason?: string;
  /** Only where the type and reason alone are ambiguous. */
  subject?: string;
  /** Where OCC names the cause only in `message`. */
  message?: string;
}

export function firstCommerceError(info: unknown): CommerceError | undefined {
  const result = v.safeParse(CommerceErrorListSchema, info);
  return result.success ? result.output.errors[0] : undefined;
}

/** Compares the first error's type, and its reason, subject and message when `code` gives them. */
export function matchesCommerceError(info: unknown, expected: CommerceErrorCode): boolean {
  const error = firstCommerceError(info);
  return (
    error !== undefined &&
    error.type === expected.type &&
    (expected.reason === undefined || error.reason === expected.reason) &&
    (expected.subject === undefined || error.subject === expected.subject) &&
    (expected.message === undefined || error.message === expected.message)
  );
}

/** Which error of a resource's table an OCC error body carries, if any. */
export function commerceErrorKey<K extends string>(
  info: unknown,
  table: Readonly<Record<K, CommerceErrorCode>>,
): K | undefined {
  return (Object.keys(table) as K[]).find((key) => matchesCommerceError(info, table[key]));
}
