import { firstCommerceError } from '../../api/http/occ-errors';
import { isApiError } from '../../api/http/api-error';
import type { CartMessage } from '../../rules/cart/cart.messages';
import { promotionErrorKey } from '../../rules/cart/promotion-errors';

export interface VoucherFailure {
  /** A key of the rules catalog (src/rules/cart/cart.messages.ts): `promotion.*`. */
  message: CartMessage;
  /** A transport or server failure: the same request may be sent again. */
  retry: boolean;
}

/** Why a promotion code was refused (spec section 8), else the generic failure. */
export function voucherFailure(error: unknown): VoucherFailure {
  if (
    isApiError(error) &&
    error.kind === 'http' &&
    firstCommerceError(error.info)?.type === 'VoucherOperationError'
  ) {
    return { message: { key: promotionErrorKey(error.info) }, retry: false };
  }
  return { message: { key: 'promotion.generic' }, retry: true };
}

/**
 * A refusal's machine code, from its message key: `promotion.invalid` → `invalid`, …; a transport
 * or server failure → `failed` (worth trying again).
 */
export function voucherFailureCode(error: unknown): string {
  const { key } = voucherFailure(error).message;
  return key === 'promotion.generic' ? 'failed' : key.replace(/^promotion\./, '');
}
