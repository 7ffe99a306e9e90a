import type { DiscountMessageKey } from './discount.messages';

// The discount label of the cart totals (spec section 4): UAP, else organisation, else generic.

export type UapStatus = 'UAP_APPLIED' | 'UAP_LIMIT_REACHED' | 'UAP_EXPIRED';
export type OrgDiscountStatus = 'OLD_APPLIED' | 'OLD_EXPIRED' | 'OLD_NOT_STARTED';

export interface DiscountLabelInput {
  uapStatus?: UapStatus | null;
  uapFeatureEnabled: boolean;
  uapLabel?: string | null;
  orgDiscountFlag: boolean;
  oldStatus?: OrgDiscountStatus | null;
  orgLabel?: string | null;
}

export type DiscountLabel =
  | { kind: 'uap'; text: string; limitReached?: DiscountMessageKey }
  | { kind: 'org'; text: string; limitReached?: DiscountMessageKey }
  | { kind: 'generic'; message: DiscountMessageKey; limitReached?: DiscountMessageKey };

/** Shown trimmed; blank is no label. */
function present(label: string | null | undefined): string | undefined {
  const text = label?.trim();
  return text ? text : undefined;
}

/** With the UAP feature off the store shows nothing about UAP, so no limit message either. */
export function discountLabel(input: DiscountLabelInput): DiscountLabel {
  const limitReached: DiscountMessageKey | undefined =
    input.uapFeatureEnabled && input.uapStatus === 'UAP_LIMIT_REACHED'
      ? 'uapLimitReached'
      : undefined;
  const extra = limitReached ? { limitReached } : {};

  const uapLabel = present(input.uapLabel);
  if (input.uapStatus === 'UAP_APPLIED' && input.uapFeatureEnabled && uapLabel) {
    return { kind: 'uap', text: uapLabel, ...extra };
  }
  const orgLabel = present(input.orgLabel);
  if (input.orgDiscountFlag && input.oldStatus === 'OLD_APPLIED' && orgLabel) {
    return { kind: 'org', text: orgLabel, ...extra };
  }
  return { kind: 'generic', message: 'generic', ...extra };
}
