import * as v from 'valibot';
import type { Params } from '../../core/i18n/messages';

/** What a form rule returns instead of text. */
export interface RuleMessage<K extends string> {
  key: K;
  params?: Readonly<Params>;
}

export type FieldValidation<T, K extends string> =
  { ok: true; values: T } | { ok: false; errors: Partial<Record<string, RuleMessage<K>>> };

/** Outside react-hook-form: the first message per dotted path, as its resolver keeps. */
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
