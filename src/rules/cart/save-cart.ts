// The save cart rule (spec sections 3 and 5), shared by the dialog and the fake backend.
import * as v from 'valibot';
import type { Params } from '../../core/i18n/messages';
import type { CartMessage, CartMessageKey } from './cart.messages';

/** The spec's "alpha numeric" read literally: ASCII letters and digits, after trimming. */
export const SAVED_CART_NAME_PATTERN = /^[A-Za-z0-9]+$/;
/** The spec gives no limits; ours count UTF-16 units, as the browser's maxlength does. */
export const SAVED_CART_NAME_MAX = 50;
export const SAVED_CART_DESCRIPTION_MAX = 255;

export const CART_NAME_MAX_LENGTH = SAVED_CART_NAME_MAX;
export const CART_DESCRIPTION_MAX_LENGTH = SAVED_CART_DESCRIPTION_MAX;
export const CART_NAME_PATTERN = SAVED_CART_NAME_PATTERN;

export const SAVE_CART_PARAMS: Readonly<Params> = {
  nameMax: CART_NAME_MAX_LENGTH,
  descriptionMax: CART_DESCRIPTION_MAX_LENGTH,
};

const key = (k: CartMessageKey) => k;

export const SaveCartSchema = v.object(
  {
    name: v.pipe(
      v.string(key('saveCart.nameRequired')),
      v.trim(),
      v.nonEmpty(key('saveCart.nameRequired')),
      v.regex(CART_NAME_PATTERN, key('saveCart.nameAlphanumeric')),
      v.maxLength(CART_NAME_MAX_LENGTH, key('saveCart.nameTooLong')),
    ),
    // Null from a cleared field is no description.
    description: v.optional(
      v.pipe(
        v.fallback(v.string(), ''),
        v.trim(),
        v.maxLength(CART_DESCRIPTION_MAX_LENGTH, key('saveCart.descriptionTooLong')),
      ),
    ),
  },
  key('saveCart.nameRequired'),
);

export type SaveCartInput = v.InferInput<typeof SaveCartSchema>;
export type SaveCartValues = v.InferOutput<typeof SaveCartSchema>;

export type SaveCartValidation =
  | { ok: true; values: SaveCartValues }
  | { ok: false; errors: Partial<Record<'name' | 'description', CartMessage>> };

export function validateSaveCart(input: unknown): SaveCartValidation {
  const result = v.safeParse(SaveCartSchema, input, { abortPipeEarly: true });
  if (result.success) return { ok: true, values: result.output };
  const errors: Partial<Record<'name' | 'description', CartMessage>> = {};
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key === 'description' ? 'description' : 'name';
    errors[field] ??= { key: issue.message as CartMessageKey, params: SAVE_CART_PARAMS };
  }
  return { ok: false, errors };
}

/** Counts the field as its maxlength does (the schema trims first, so never disagrees). */
export function charactersLeft(description: string | null | undefined): number {
  return Math.max(0, CART_DESCRIPTION_MAX_LENGTH - (description?.length ?? 0));
}

export function charactersLeftMessage(description: string | null | undefined): CartMessage {
  return { key: 'saveCart.charactersLeft', params: { count: charactersLeft(description) } };
}
