import type { ProductSummary, PurchaseRestriction } from '../../api/products/product.schema';
import { productImages } from './product-images';
import { qualificationLevelOfUser } from './qualifications';
import { SEED_PRODUCTS, type SeedProduct } from './seed-products';
import type { SeedUser } from './seed-users';

/** The catalogue as carts and orders read it: lookup by code or ISBN, who may buy (spec 6). */

/** Every kind of white space, soft hyphen, hyphens and dashes, minus sign, hyphen-minus. */
const CODE_SEPARATORS = /[\s\u00AD\u2010-\u2015\u2212-]+/g;

/** A typed code or ISBN as the catalogue stores it: "978-0-15 897987-8" → "9780158979878". */
export function normalizeProductCode(input: string): string {
  return input.replace(CODE_SEPARATORS, '').toUpperCase();
}

export function findProduct(codeOrIsbn: string): SeedProduct | undefined {
  const wanted = normalizeProductCode(codeOrIsbn);
  if (!wanted) return undefined;
  return SEED_PRODUCTS.find((p) => p.code.toUpperCase() === wanted || p.isbn13 === wanted);
}

/** Why `user` may not buy `product` (spec section 6); undefined when they may, or nobody is known. */
export function restrictionFor(
  product: SeedProduct,
  user: SeedUser | undefined,
): PurchaseRestriction | undefined {
  if (!user) return undefined;
  const level = qualificationLevelOfUser(user.id);
  if (!level.includes(product.qualificationLevel)) {
    return {
      reason: 'qualificationLevel',
      message: `Qualification level ${level} cannot buy level ${product.qualificationLevel} products`,
    };
  }
  if (product.aimsweb && user.accountType !== 'ORGANIZATION') {
    return {
      reason: 'accountType',
      message: 'Only organisation accounts can buy aimswebPlus products',
    };
  }
  return undefined;
}

export function productSummary(product: SeedProduct): ProductSummary {
  return {
    code: product.code,
    isbn13: product.isbn13,
    name: product.name,
    programName: product.program,
    qualificationLevel: product.qualificationLevel,
    aimsweb: product.aimsweb,
    ...(product.qglobal ? { qglobal: true } : {}),
    ...(product.training ? { training: true } : {}),
    digital: product.digital,
    images: productImages(product),
    ...(product.thirdPartyPublisher
      ? { thirdPartyProgram: { publisher: product.thirdPartyPublisher } }
      : {}),
    buyableOnline: product.buyableOnline,
    minOrderQuantity: product.minOrderQuantity,
    maxOrderQuantity: product.maxOrderQuantity,
  };
}
