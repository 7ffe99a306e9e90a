// Qualification levels (spec section 6): which product levels a shopper's level may buy.

export type QualificationLevel = 'A' | 'AB' | 'ABC';
export type ProductQualificationLevel = 'A' | 'B' | 'C';

const BUYABLE: Readonly<Record<QualificationLevel, readonly ProductQualificationLevel[]>> = {
  A: ['A'],
  AB: ['A', 'B'],
  ABC: ['A', 'B', 'C'],
};

export function productLevelsFor(level: QualificationLevel): readonly ProductQualificationLevel[] {
  return BUYABLE[level];
}

/** `undefined`: a known shopper with no level, who may buy nothing. Visitors are checked later. */
export function canBuy(
  userLevel: QualificationLevel | undefined,
  productLevel: ProductQualificationLevel,
): boolean {
  return userLevel !== undefined && BUYABLE[userLevel].includes(productLevel);
}

/** Spec section 6. */
export function coversEntries(
  level: QualificationLevel | undefined,
  entries: readonly { product: { qualificationLevel: ProductQualificationLevel } }[],
): boolean {
  return entries.every((entry) => canBuy(level, entry.product.qualificationLevel));
}

/** 'A' when none needs more, or there are none. */
export function levelNeeded(
  entries: readonly { product: { qualificationLevel: ProductQualificationLevel } }[],
): ProductQualificationLevel {
  const levels = new Set(entries.map((entry) => entry.product.qualificationLevel));
  return levels.has('C') ? 'C' : levels.has('B') ? 'B' : 'A';
}
