// The platform's restriction on a product for the signed-in shopper (OCC's `restriction`, read
// with the product), as quick order's rows and addLines() refuse it.
import type { Product, PurchaseRestrictionReason } from '../../api/products/product.schema';
import type { CartMessage } from '../../rules/cart/cart.messages';
import { canBuy, type QualificationLevel } from '../../rules/cart/qualification';

export interface RestrictionRefusal {
  error: 'insufficientQualification' | 'aimswebOrganisationOnly';
  /** The rules' words; null: the level the product needs alone ("Level B required"). */
  message: CartMessage | null;
}

/**
 * `reason`: the product's `restriction` for this shopper, or the platform's refusal of an add;
 * `have`: the shopper's level as the cart knows it (unknown before the cart is read).
 */
export function platformRestriction(
  reason: PurchaseRestrictionReason | undefined,
  needed: Product['qualificationLevel'],
  have: QualificationLevel | undefined,
): RestrictionRefusal | undefined {
  if (reason === 'accountType') {
    return { error: 'aimswebOrganisationOnly', message: { key: 'aimsweb.organisationOnly' } };
  }
  if (reason !== 'qualificationLevel') return undefined;
  // A level that seems enough while the platform says no: the need alone, not a wrong comparison.
  const compared = have !== undefined && !canBuy(have, needed);
  return {
    error: 'insufficientQualification',
    message: compared ? { key: 'qualification.insufficient', params: { needed, have } } : null,
  };
}
