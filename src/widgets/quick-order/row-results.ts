import { isCartError, type CartUser } from '../../api/cart/cart.schema';
import { firstCommerceError } from '../../api/http/occ-errors';
import type {
  ErrorRowResult,
  LookupSource,
  RowErrorCode,
  RowResult,
  Shopper,
} from '../../rules/cart/quick-order-rows';
import { validateRows } from '../../rules/cart/quick-order-rows';
import type { QualificationLevel } from '../../rules/cart/qualification';
import { isApiError } from '../../api/http/api-error';
import type { Product, PurchaseRestrictionReason } from '../../api/products/product.schema';
import { platformRestriction } from '../../ui/cart/platform-restriction';
import type { FormMessage, RowState, SentRow } from './quick-order-state';

/** What each row says: the cart rules, then the platform's restrictions and refusals. */

/** A row's outcome with its message in either catalog. */
export type RowOutcome =
  | Exclude<RowResult<Product>, ErrorRowResult<Product>>
  | (Omit<ErrorRowResult<Product>, 'message'> & { message: FormMessage });

/**
 * A signed-in shopper whose level is not known yet: grant every level, since each lookup carries
 * the platform's `restriction` for this shopper anyway.
 */
const CHECKED_BY_PLATFORM: Shopper = { qualificationLevel: 'ABC', accountType: 'ORGANIZATION' };

/** Who validation is for: undefined for an anonymous visitor (checked once they sign in). */
export function shopperFor(signedIn: boolean, cartUser: CartUser | undefined): Shopper | undefined {
  if (!signedIn) return undefined;
  if (!cartUser) return CHECKED_BY_PLATFORM;
  return { qualificationLevel: cartUser.qualificationLevel, accountType: cartUser.accountType };
}

function fromCart(result: ErrorRowResult<Product>): RowOutcome {
  return { ...result, message: { source: 'cart', ...result.message } };
}

function restrictedRow(
  result: Extract<RowResult<Product>, { status: 'ok' }>,
  error: RowErrorCode,
  field: 'entry' | 'quantity',
  message: FormMessage,
): RowOutcome {
  const { id, index, key, kind, product } = result;
  return { id, index, key, kind, status: 'error', error, field, message, product };
}

/** The platform's restriction (read with the product, or its refusal of the add) as the row's error. */
function restrictionRow(
  result: Extract<RowResult<Product>, { status: 'ok' }>,
  reason: PurchaseRestrictionReason | undefined,
  level: QualificationLevel | undefined,
): RowOutcome | undefined {
  const needed = result.product.qualificationLevel;
  const restricted = platformRestriction(reason, needed, level);
  if (!restricted) return undefined;
  return restrictedRow(
    result,
    restricted.error,
    'entry',
    restricted.message
      ? { source: 'cart', ...restricted.message }
      : { source: 'widget', key: 'restricted', params: { needed } },
  );
}

export interface ValidateInput {
  rows: readonly RowState[];
  lookups: LookupSource<Product>;
  maxProducts: number;
  shopper: Shopper | undefined;
  level: QualificationLevel | undefined;
}

/** validateRows, then the platform's per-product restrictions for a signed-in shopper. */
export function validate({
  rows,
  lookups,
  maxProducts,
  shopper,
  level,
}: ValidateInput): RowOutcome[] {
  const results = validateRows(rows, { lookups, maxProducts, user: shopper });
  return results.map((result): RowOutcome => {
    if (result.status === 'error') return fromCart(result);
    if (result.status !== 'ok' || shopper === undefined) return result;
    return restrictionRow(result, result.product.restriction?.reason, level) ?? result;
  });
}

/** A refused add that names one product (OCC error `subject`), and why. */
export interface Refusal {
  subject: string;
  reason:
    | 'unknownProduct'
    | 'notBuyableOnline'
    | 'minOrderQuantity'
    | 'qualificationLevel'
    | 'accountType';
}

const ROW_REASONS = [
  'unknownProduct',
  'notBuyableOnline',
  'minOrderQuantity',
  'qualificationLevel',
  'accountType',
] as const;

/** Which product the platform refused in an all-or-nothing add, and why; else undefined. */
export function refusalOf(error: unknown): Refusal | undefined {
  if (!isApiError(error) || error.kind !== 'http' || error.status !== 400) return undefined;
  const subject = firstCommerceError(error.info)?.subject;
  if (!subject) return undefined;
  const reason = ROW_REASONS.find((key) => isCartError(error.info, key));
  return reason ? { subject, reason } : undefined;
}

/** Puts a refusal on the row it names, while that row still holds what was sent. */
export function withRefusal(
  outcomes: RowOutcome[],
  rows: readonly RowState[],
  sent: readonly SentRow[],
  refusal: Refusal | undefined,
  level: QualificationLevel | undefined,
): { outcomes: RowOutcome[]; rowId: string | undefined } {
  if (!refusal) return { outcomes, rowId: undefined };
  const subject = refusal.subject.toUpperCase();
  const line = sent.find((s) => s.code.toUpperCase() === subject);
  const row = line && rows.find((r) => r.id === line.id);
  if (!line || !row || row.entry !== line.entry || row.quantity !== line.quantity) {
    return { outcomes, rowId: undefined };
  }
  const at = outcomes.findIndex((outcome) => outcome.id === row.id);
  const outcome = outcomes[at];
  if (outcome?.status !== 'ok') return { outcomes, rowId: undefined };
  let refused: RowOutcome;
  switch (refusal.reason) {
    case 'unknownProduct':
      refused = restrictedRow(outcome, 'unknown', 'entry', {
        source: 'cart',
        key: 'quickOrder.unknown',
      });
      break;
    case 'notBuyableOnline':
      refused = restrictedRow(outcome, 'notBuyableOnline', 'entry', {
        source: 'cart',
        key: 'quickOrder.notBuyableOnline',
      });
      break;
    case 'minOrderQuantity':
      refused = restrictedRow(outcome, 'belowMinimum', 'quantity', {
        source: 'cart',
        key: 'quantity.belowMinimum',
        params: { min: outcome.product.minOrderQuantity },
      });
      break;
    case 'qualificationLevel':
    case 'accountType':
      refused = restrictionRow(outcome, refusal.reason, level) ?? outcome;
      break;
  }
  const next = [...outcomes];
  next[at] = refused;
  return { outcomes: next, rowId: row.id };
}

/** How many rows are ok, waiting for a lookup, or in error (summarizeRows, for these outcomes). */
export function tally(outcomes: readonly RowOutcome[]): {
  ok: number;
  pending: number;
  errors: number;
} {
  const counts = { ok: 0, pending: 0, errors: 0 };
  for (const outcome of outcomes) {
    if (outcome.status === 'ok') counts.ok += 1;
    else if (outcome.status === 'pending') counts.pending += 1;
    else if (outcome.status === 'error') counts.errors += 1;
  }
  return counts;
}
