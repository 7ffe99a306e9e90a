import type { OrderStatus } from './order.schema';

// SAP's OrderStatus and DeliveryStatus codes as our statuses. Both are open lists: an unknown code
// is CONFIRMED, never a broken page. A delivered order is SAP's COMPLETED.

const HELD = ['ON_VALIDATION', 'WAIT_FRAUD_MANUAL_CHECK', 'SUSPENDED'] as const;
const CANCELLED = ['CANCELLED', 'CANCELLING', 'CANCELLED_FROM_ERP'] as const;
const DELIVERED = ['COMPLETED'] as const;
const has = (codes: readonly string[], status: string) => codes.includes(status);

/** A held code decides before delivery, so OCC's `statuses` alone can ask for ON_HOLD. */
export function orderStatusOf(status: string, deliveryStatus?: string): OrderStatus {
  if (has(CANCELLED, status)) return 'CANCELLED';
  if (has(DELIVERED, status)) return 'DELIVERED';
  if (has(HELD, status)) return 'ON_HOLD';
  if (deliveryStatus === 'SHIPPED') return 'SHIPPED';
  return 'CONFIRMED';
}

/** The codes the platform sends for each of ours. */
export const OCC_STATUS_OF: Readonly<
  Record<OrderStatus, { status: string; deliveryStatus: string }>
> = {
  CONFIRMED: { status: 'CREATED', deliveryStatus: 'NOTSHIPPED' },
  ON_HOLD: { status: 'ON_VALIDATION', deliveryStatus: 'NOTSHIPPED' },
  SHIPPED: { status: 'CHECKED_VALID', deliveryStatus: 'SHIPPED' },
  DELIVERED: { status: 'COMPLETED', deliveryStatus: 'SHIPPED' },
  CANCELLED: { status: 'CANCELLED', deliveryStatus: 'NOTSHIPPED' },
};

/** OCC's `statuses` where SAP's code decides; CONFIRMED and SHIPPED need the store's parameter. */
export const STATUS_FILTER_OF: Readonly<
  Record<OrderStatus, { statuses: string } | { orderStatus: OrderStatus }>
> = {
  CONFIRMED: { orderStatus: 'CONFIRMED' },
  ON_HOLD: { statuses: HELD.join(',') },
  SHIPPED: { orderStatus: 'SHIPPED' },
  DELIVERED: { statuses: DELIVERED.join(',') },
  CANCELLED: { statuses: CANCELLED.join(',') },
};
