/**
 * Qualification levels (spec section 6): level A buys A products; AB buys A and B; ABC buys all.
 * An insufficient level links to qualification updates (the widget's job; see the
 * `qualification.updateLink` message).
 */

/** A shopper's qualification level, as the commerce platform and the seed users hold it. */
export type QualificationLevel = 'A' | 'AB' | 'ABC';
/** The level a product requires. C is the highest. */
export type ProductQualificationLevel = 'A' | 'B' | 'C';

const BUYABLE: Readonly<Record<QualificationLevel, readonly ProductQualificationLevel[]>> = {
  A: ['A'],
  AB: ['A', 'B'],
  ABC: ['A', 'B', 'C'],
};

/** The product levels a shopper of `level` may buy (A: A; AB: A and B; ABC: all). */
export function productLevelsFor(level: QualificationLevel): readonly ProductQualificationLevel[] {
  return BUYABLE[level];
}

/**
 * Whether a shopper of `userLevel` may buy a product of `productLevel`.
 *
 * `undefined` is a known shopper with no qualification level on file, who may buy nothing that
 * needs a level (the spec grants A products to level A holders only). An anonymous visitor is not
 * `undefined` here: the quick order and the cart let visitors fill the cart and check the level
 * once the buyer is known (see `validateRows`).
 */
export function canBuy(
  userLevel: QualificationLevel | undefined,
  productLevel: ProductQualificationLevel,
): boolean {
  return userLevel !== undefined && BUYABLE[userLevel].includes(productLevel);
}

/**
 * Whether someone of `level` may be named the qualified user of an order with these entries: their
 * level covers every entry's (spec section 6). An order with no entries needs no one in particular.
 */
export function coversEntries(
  level: QualificationLevel | undefined,
  entries: readonly { product: { qualificationLevel: ProductQualificationLevel } }[],
): boolean {
  return entries.every((entry) => canBuy(level, entry.product.qualificationLevel));
}

/** The highest level an order's entries need ('A' when none needs more, or there are none). */
export function levelNeeded(
  entries: readonly { product: { qualificationLevel: ProductQualificationLevel } }[],
): ProductQualificationLevel {
  const levels = new Set(entries.map((entry) => entry.product.qualificationLevel));
  return levels.has('C') ? 'C' : levels.has('B') ? 'B' : 'A';
}
