import * as v from 'valibot';
import type { Params } from '../../core/i18n/messages';
import type { CartMessage, CartMessageKey } from './cart.messages';

/** 'Cart name can only be alpha numeric': ASCII letters and digits, nothing else (after trimming). */
export const SAVED_CART_NAME_PATTERN = /^[A-Za-z0-9]+$/;
/** The spec gives no limits (only a characters-left counter for the description); these are ours. */
export const SAVED_CART_NAME_MAX = 50;
export const SAVED_CART_DESCRIPTION_MAX = 255;

/**
 * The save cart rule (spec sections 3 and 5), shared by the dialog and the fake backend so both
 * refuse the same: a trimmed, ASCII-alphanumeric name (the spec's "alpha numeric" read literally)
 * and an optional description, lengths counted in UTF-16 units as the browser's maxlength does.
 * Messages are catalog keys, translated with SAVE_CART_PARAMS (or use `validateSaveCart`).
 */

export const CART_NAME_MAX_LENGTH = SAVED_CART_NAME_MAX;
export const CART_DESCRIPTION_MAX_LENGTH = SAVED_CART_DESCRIPTION_MAX;
/** Checked after trimming. */
export const CART_NAME_PATTERN = SAVED_CART_NAME_PATTERN;

/** The params every save-cart message needs; pass them whichever key the schema reported. */
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
    // Anything but a string (null from a cleared field) is no description.
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
/** What the save call sends: the trimmed name and description. */
export type SaveCartValues = v.InferOutput<typeof SaveCartSchema>;

export type SaveCartValidation =
  | { ok: true; values: SaveCartValues }
  | { ok: false; errors: Partial<Record<'name' | 'description', CartMessage>> };

/** Validates the form; on failure, the first message per field. */
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

/**
 * The counter under the description: characters left, never below zero. Counts what is in the
 * field, as its maxlength attribute does (the schema trims first, so it never disagrees).
 */
export function charactersLeft(description: string | null | undefined): number {
  return Math.max(0, CART_DESCRIPTION_MAX_LENGTH - (description?.length ?? 0));
}

/** The counter as a message: 'Characters left: {count}'. */
export function charactersLeftMessage(description: string | null | undefined): CartMessage {
  return { key: 'saveCart.charactersLeft', params: { count: charactersLeft(description) } };
}
