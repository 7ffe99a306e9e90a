import * as v from 'valibot';
import type { Params } from '../../core/i18n/messages';

/** What a form rule returns instead of text: a catalog key and the params its text needs. */
export interface RuleMessage<K extends string> {
  key: K;
  params?: Readonly<Params>;
}

export type FieldValidation<T, K extends string> =
  { ok: true; values: T } | { ok: false; errors: Partial<Record<string, RuleMessage<K>>> };

/**
 * Runs a form schema outside react-hook-form (a payment iframe, a test, a server check) and keeps
 * the first message per field, as the resolver does. Fields are named by their dotted path
 * (`dates.0`, `address.line1`), the names react-hook-form gives them; an issue without a path
 * (the whole form) is reported under `''`. The schema's messages must be catalog keys of K.
 */
export function validateFields<
  const TSchema extends v.GenericSchema<unknown, unknown>,
  K extends string,
>(
  schema: TSchema,
  input: unknown,
  params?: Readonly<Params>,
): FieldValidation<v.InferOutput<TSchema>, K> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return { ok: true, values: result.output };
  const errors: Partial<Record<string, RuleMessage<K>>> = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? '';
    errors[field] ??= { key: issue.message as K, ...(params ? { params } : {}) };
  }
  return { ok: false, errors };
}
