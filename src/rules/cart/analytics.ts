// The analytics product record of spec section 3 and its push onto the page's data layer. Every
// field is always present, so the shape never changes: docs/decisions/analytics-record.md.

export type AnalyticsEvent = 'add_to_cart' | 'remove_from_cart' | 'view_cart' | 'purchase';

/** A `CartEntry` of cart.schema.ts fits as it is. */
export interface AnalyticsCartEntry {
  product: { name: string; programName: string };
  quantity: number;
  /** Before discounts. */
  totalPrice: { value: number };
  totalDiscounts?: { value: number };
  notDiscountable?: boolean;
}

export interface AnalyticsContext {
  /** 1-based. */
  position: number;
  coupon?: string | readonly string[];
  promotionType?: string;
  promotionName?: string;
}

export interface AnalyticsProduct {
  name: string;
  program: string;
  price: number;
  discountPrice: number;
  quantity: number;
  position: number;
  coupon: string;
  discount_value: number;
  discount_percentage: number;
  promotion_type: string;
  promotion_name: string;
  promo_exclude: boolean;
}

function finite(value: number | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

export function toAnalyticsProduct(
  entry: AnalyticsCartEntry,
  context: AnalyticsContext,
): AnalyticsProduct {
  const quantity = finite(entry.quantity);
  const gross = finite(entry.totalPrice.value);
  const discounts = Math.min(gross, Math.max(0, finite(entry.totalDiscounts?.value)));
  const units = quantity > 0 ? quantity : 1;
  const price = round2(gross / units);
  const discountPrice = round2((gross - discounts) / units);
  const coupon =
    typeof context.coupon === 'string' ? context.coupon : (context.coupon ?? []).join(',');
  return {
    name: entry.product.name,
    program: entry.product.programName,
    price,
    discountPrice,
    quantity,
    position: context.position,
    coupon,
    discount_value: round2(price - discountPrice),
    discount_percentage: gross > 0 ? round2((discounts / gross) * 100) : 0,
    promotion_type: context.promotionType ?? '',
    promotion_name: context.promotionName ?? '',
    promo_exclude: entry.notDiscountable === true,
  };
}

export function toAnalyticsProducts(
  entries: readonly AnalyticsCartEntry[],
  shared: Omit<AnalyticsContext, 'position'> = {},
): AnalyticsProduct[] {
  return entries.map((entry, index) =>
    toAnalyticsProduct(entry, { ...shared, position: index + 1 }),
  );
}

/** `{ ecommerce: null }` first, as Google Tag Manager recommends. Never throws. */
export function pushToDataLayer(
  event: AnalyticsEvent,
  products: readonly AnalyticsProduct[],
  /** A purchase's transaction id, value, currency… */
  details: Readonly<Record<string, string | number>> = {},
): boolean {
  try {
    const host = globalThis as { dataLayer?: unknown };
    if (host.dataLayer === undefined) host.dataLayer = [];
    const layer = host.dataLayer as { push?: unknown } | null;
    if (typeof layer !== 'object' || layer === null || typeof layer.push !== 'function') {
      return false;
    }
    const push = layer.push as (...items: unknown[]) => unknown;
    push.call(layer, { ecommerce: null });
    push.call(layer, {
      event,
      ecommerce: { ...details, items: products.map((product) => ({ ...product })) },
    });
    return true;
  } catch {
    return false;
  }
}
