import type { CartMessageKey } from './cart.messages';

/**
 * Turns the commerce platform's answer to "apply this promotion code" into one of our messages
 * (spec section 8: invalid, inactive, already applied, not applicable each get their own).
 *
 * The body is OCC's error list, `{ errors: [{ type, reason?, message?, subject?, subjectType? }] }`.
 * SAP Commerce answers 400 with type `VoucherOperationError` and an i18n code in `message`
 * (coupon.invalid.code.provided, coupon.not.active.expired, coupon.already.exists.cart, …) or a
 * sentence ("Voucher not found: X"); our fake backend may instead set `reason`. Both are read,
 * `reason` first, case-insensitively. Anything unrecognised is the generic message.
 */

export type PromotionErrorKind =
  'invalid' | 'inactive' | 'alreadyApplied' | 'notApplicable' | 'generic';

export interface OccError {
  type?: string;
  reason?: string;
  message?: string;
  subject?: string;
  subjectType?: string;
}

const BY_REASON: Readonly<Record<string, PromotionErrorKind>> = {
  invalid: 'invalid',
  notfound: 'invalid',
  unknownidentifier: 'invalid',
  inactive: 'inactive',
  notactive: 'inactive',
  expired: 'inactive',
  notstarted: 'inactive',
  alreadyapplied: 'alreadyApplied',
  alreadyexists: 'alreadyApplied',
  notapplicable: 'notApplicable',
  conditionsnotmet: 'notApplicable',
};

const BY_MESSAGE_CODE: Readonly<Record<string, PromotionErrorKind>> = {
  'coupon.invalid.code.provided': 'invalid',
  'coupon.not.active.expired': 'inactive',
  // A single-use code the shopper used on an earlier order: it was applied already.
  'coupon.already.redeemed': 'alreadyApplied',
  'coupon.already.exists.cart': 'alreadyApplied',
  'coupon.not.applicable': 'notApplicable',
};

const KEYS: Readonly<Record<PromotionErrorKind, CartMessageKey>> = {
  invalid: 'promotion.invalid',
  inactive: 'promotion.inactive',
  alreadyApplied: 'promotion.alreadyApplied',
  notApplicable: 'promotion.notApplicable',
  generic: 'promotion.generic',
};

const REASON_SEPARATORS = /[\s_-]/g;

function kindOf(error: OccError): PromotionErrorKind | undefined {
  const reason = error.reason?.replace(REASON_SEPARATORS, '').toLowerCase();
  const byReason = reason ? BY_REASON[reason] : undefined;
  if (byReason) return byReason;
  const message = error.message?.trim().toLowerCase();
  if (!message) return undefined;
  const byCode = BY_MESSAGE_CODE[message];
  if (byCode) return byCode;
  if (message.startsWith('voucher not found')) return 'invalid';
  return undefined;
}

function errorsOf(body: unknown): OccError[] {
  if (typeof body !== 'object' || body === null) return [];
  const list = (body as { errors?: unknown }).errors;
  const items = Array.isArray(list) ? list : [body];
  return items.filter((item): item is OccError => typeof item === 'object' && item !== null);
}

/** The kind of a failed apply: the first voucher error we recognise, else generic. */
export function promotionErrorKind(body: unknown): PromotionErrorKind {
  const errors = errorsOf(body);
  // Voucher errors first; an untyped error may still carry a reason or code we know.
  for (const error of errors) {
    if (error.type === 'VoucherOperationError') {
      const kind = kindOf(error);
      if (kind) return kind;
    }
  }
  for (const error of errors) {
    if (error.type === undefined) {
      const kind = kindOf(error);
      if (kind) return kind;
    }
  }
  return 'generic';
}

/** The message key for a failed apply: promotion.invalid, .inactive, .alreadyApplied, .notApplicable or .generic. */
export function promotionErrorKey(body: unknown): CartMessageKey {
  return KEYS[promotionErrorKind(body)];
}
