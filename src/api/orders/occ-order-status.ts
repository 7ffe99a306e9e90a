import type { OrderStatus } from './order.schema';

/**
 * SAP's OrderStatus and DeliveryStatus codes read as the store's five statuses. Both are open
 * lists (projects and integrations add their own: `CONFIRMED_FROM_ERP`, `SENT_TO_ERP`…), so any
 * code we do not know is an order being processed, CONFIRMED, never a broken page. DELIVERED has
 * no SAP status: the store's order system marks a delivered order COMPLETED.
 */

const HELD = new Set(['ON_VALIDATION', 'WAIT_FRAUD_MANUAL_CHECK', 'SUSPENDED']);
const CANCELLED = new Set(['CANCELLED', 'CANCELLING', 'CANCELLED_FROM_ERP']);

export function orderStatusOf(status: string, deliveryStatus?: string): OrderStatus {
  if (CANCELLED.has(status)) return 'CANCELLED';
  if (status === 'COMPLETED') return 'DELIVERED';
  if (deliveryStatus === 'SHIPPED') return 'SHIPPED';
  if (HELD.has(status)) return 'ON_HOLD';
  return 'CONFIRMED';
}

/** The codes the platform sends for each of ours (what the fake backend writes). */
export const OCC_STATUS_OF: Readonly<
  Record<OrderStatus, { status: string; deliveryStatus: string }>
> = {
  CONFIRMED: { status: 'CREATED', deliveryStatus: 'NOTSHIPPED' },
  ON_HOLD: { status: 'ON_VALIDATION', deliveryStatus: 'NOTSHIPPED' },
  SHIPPED: { status: 'CHECKED_VALID', deliveryStatus: 'SHIPPED' },
  DELIVERED: { status: 'COMPLETED', deliveryStatus: 'SHIPPED' },
  CANCELLED: { status: 'CANCELLED', deliveryStatus: 'NOTSHIPPED' },
};
