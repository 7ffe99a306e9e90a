import {
  ORDER_STATUS_LIMITED,
  ORDER_STATUS_RETRY_AFTER_MAX_SECONDS,
} from '../../api/orders/order-history.schema';
import { OpError } from './error-body';

/**
 * The order status lookup's brake against guessing order numbers (docs/fake-backend.md): past
 * ORDER_STATUS_LOOKUP_LIMIT failures within ORDER_STATUS_LOOKUP_WINDOW_MS, 429 with `Retry-After`.
 * Refused lookups do not count (the wait would never end); a success does not clear the count.
 */
export const ORDER_STATUS_LOOKUP_LIMIT = 5;
export const ORDER_STATUS_LOOKUP_WINDOW_MS = 15 * 60_000;

/** Each client's failed lookups still in the window (times, oldest first). */
const failures = new Map<string, number[]>();

/** 429 tooManyLookups with the seconds to wait. */
export class OrderStatusLimitError extends OpError {
  override readonly name = 'OrderStatusLimitError';
  readonly status = 429;
  constructor(readonly retryAfterSeconds: number) {
    super('Too many failed order status lookups. Try again later.');
  }

  protected get code() {
    return ORDER_STATUS_LIMITED;
  }

  override get body() {
    const base = super.body;
    return {
      errors: base.errors.map((error) => ({ ...error, retryAfterSeconds: this.retryAfterSeconds })),
    };
  }
}

/** Whose lookups count together: the shopper's account, else the first `X-Forwarded-For` entry. */
export function lookupClientKey(request: Request, userId: string | undefined): string {
  if (userId) return `user:${userId}`;
  const forwarded = request.headers.get('X-Forwarded-For')?.split(',')[0]?.trim();
  return `client:${forwarded || 'local'}`;
}

function recent(key: string, now: number): number[] {
  const kept = (failures.get(key) ?? []).filter((at) => now - at < ORDER_STATUS_LOOKUP_WINDOW_MS);
  if (kept.length > 0) failures.set(key, kept);
  else failures.delete(key);
  return kept;
}

/** Runs one lookup for `key`, refused while over the limit; a 404 counts against the client. */
export function limitedLookup<T>(key: string, lookUp: () => T, now = Date.now()): T {
  const earlier = recent(key, now);
  if (earlier.length >= ORDER_STATUS_LOOKUP_LIMIT) {
    const oldest = earlier[earlier.length - ORDER_STATUS_LOOKUP_LIMIT] ?? now;
    const wait = Math.ceil((oldest + ORDER_STATUS_LOOKUP_WINDOW_MS - now) / 1000);
    throw new OrderStatusLimitError(
      Math.min(Math.max(wait, 1), ORDER_STATUS_RETRY_AFTER_MAX_SECONDS),
    );
  }
  try {
    return lookUp();
  } catch (error) {
    if (error instanceof OpError && error.status === 404) failures.set(key, [...earlier, now]);
    throw error;
  }
}

export function resetOrderStatusLimits(): void {
  failures.clear();
}
