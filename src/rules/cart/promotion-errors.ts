import type { CartMessageKey } from './cart.messages';

// A failed promotion code as one of our messages (spec section 8), from SAP Commerce's `message`
// or our fake backend's `reason`.

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
  // A single-use code used on an earlier order.
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

export function promotionErrorKind(body: unknown): PromotionErrorKind {
  const errors = errorsOf(body);
  // An untyped error may still carry a reason or code we know.
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

export function promotionErrorKey(body: unknown): CartMessageKey {
  return KEYS[promotionErrorKind(body)];
}
