import { importAgain } from '../../core/element/import-again';
import { logError } from '../../core/platform/log';
import type * as VoucherFailures from './voucher-failure';
import type { VoucherFailure } from './voucher-failure';

// Why the platform refused a promotion code (voucher-failure.ts, with the platform's error
// mapping) is read only after a refusal: the cart page and the checkout load it when the shopper
// applies a code, beside the request, not with their first load.

let loaded: typeof VoucherFailures | undefined;
let loading: Promise<void> | undefined;

/** Starts (once) loading the mapping; settles when it is there or could not be loaded. */
export function loadVoucherFailures(): Promise<void> {
  loading ??= importAgain(() => import('./voucher-failure')).then(
    (failures) => {
      // A retry whose failed file was one the mapping imports gives that file's module.
      if (typeof failures.voucherFailure === 'function') loaded = failures;
      else loading = undefined;
    },
    (error: unknown) => {
      logError('the promotion code refusals could not be loaded', error);
      loading = undefined;
    },
  );
  return loading;
}

/** The refusal's reason once the mapping is loaded; without it, the failure worth trying again. */
export const voucherFailureOf = (error: unknown): VoucherFailure =>
  loaded?.voucherFailure(error) ?? { message: { key: 'promotion.generic' }, retry: true };

/** The refusal's machine code (voucherFailureCode), `failed` without the mapping. */
export const voucherFailureCodeOf = (error: unknown): string =>
  loaded?.voucherFailureCode(error) ?? 'failed';
