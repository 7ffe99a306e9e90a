import type { OccProduct } from '../../api/products/occ-product.schema';
import type { OccProductSearchPage } from '../../api/products/occ-product-search.schema';
import { PRODUCT_SEARCH_MAX_RESULTS } from '../../api/products/product.schema';
import { priceOf, round2, type PricingContext } from './pricing-context';
import { normalizeProductCode, productSummary, restrictionFor } from './products';
import { SEED_PRODUCTS, type SeedProduct } from './seed-products';
import type { SeedUser } from './seed-users';
import { orgDiscountOf, windowState } from './seed-promotions';

/**
 * A product as OCC v2's ProductWsDTO (with the store's attributes), and its search page. OCC's
 * fields the client does not ask for are there too, so `fields` decides.
 */

/** Stock at or under this level reads as `lowStock`. */
const LOW_STOCK_LEVEL = 5;

function occStock(product: SeedProduct): OccProduct['stock'] {
  // The platform counts no stock of a digital product: force in stock, without a level (as OCC).
  if (product.digital) return { stockLevelStatus: 'inStock' };
  const stockLevelStatus =
    product.stock === 0 ? 'outOfStock' : product.stock <= LOW_STOCK_LEVEL ? 'lowStock' : 'inStock';
  return { stockLevelStatus, stockLevel: product.stock };
}

/**
 * The shopper's account price: an organisation whose discount is in force (seed-promotions.ts)
 * pays that much less for a discountable product, as a B2B price row on the platform would say.
 */
export function accountPrice(product: SeedProduct, base: number, user?: SeedUser): number {
  const org = user && product.discountable ? orgDiscountOf(user.id) : undefined;
  if (!org || windowState(org) !== 'active') return base;
  return round2(base * (1 - org.percent / 100));
}

export function renderOccProduct(
  product: SeedProduct,
  context: PricingContext,
  user?: SeedUser,
): OccProduct & Record<string, unknown> {
  const restriction = restrictionFor(product, user);
  const summary = productSummary(product);
  const base = accountPrice(product, product.prices[context.site], user);
  // OCC's PriceWsDTO says which price it is; the client does not read it.
  const price = { ...priceOf(base, context), priceType: 'BUY' };
  return {
    ...summary,
    url: `/p/${encodeURIComponent(product.code)}`,
    purchasable: true,
    images: summary.images?.map((image) => ({
      ...image,
      imageType: 'PRIMARY',
      altText: product.name,
    })),
    format: product.format,
    discountable: product.discountable,
    price,
    stock: occStock(product),
    ...(restriction ? { restriction } : {}),
  };
}

/** Code, ISBN (hyphens and spaces ignored) or name contains the query, up to a page of results. */
export function searchOccProducts(
  query: string,
  context: PricingContext,
  user?: SeedUser,
  pageSize: number = PRODUCT_SEARCH_MAX_RESULTS,
): OccProductSearchPage {
  const text = query.trim().toLowerCase();
  const code = normalizeProductCode(query);
  const matches = text
    ? SEED_PRODUCTS.filter(
        (p) =>
          (code.length > 0 && (p.code.toUpperCase().includes(code) || p.isbn13.includes(code))) ||
          p.name.toLowerCase().includes(text),
      )
    : [];
  const size = Math.max(1, Math.min(pageSize, PRODUCT_SEARCH_MAX_RESULTS));
  return {
    freeTextSearch: query,
    products: matches.slice(0, size).map((p) => renderOccProduct(p, context, user)),
    pagination: {
      currentPage: 0,
      pageSize: size,
      totalPages: Math.ceil(matches.length / size),
      totalResults: matches.length,
    },
  };
}
