import { orderNumberOf } from '../../rules/order/order-number';

/** The order details' segment: `…/order-history/order-details/{id}` (the route table's). */
const DETAILS_SEGMENT = 'order-details';

/**
 * The order number in the page's address. The address is untrusted: a missing, malformed or
 * undecodable id is undefined (the page says "not found" without asking the platform).
 */
export function orderIdFromPath(pathname: string): string | undefined {
  const segments = pathname.split('/').filter(Boolean);
  const at = segments.lastIndexOf(DETAILS_SEGMENT);
  if (at < 0 || segments.length !== at + 2) return undefined;
  try {
    return orderNumberOf(decodeURIComponent(segments[at + 1] ?? ''));
  } catch {
    return undefined;
  }
}
