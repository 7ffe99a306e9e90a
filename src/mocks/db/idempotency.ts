/**
 * Idempotent retries of the fake commerce backend (Stripe's `Idempotency-Key`, our `X-Request-Id`):
 * a mutation repeated with the same request id answers what it answered the first time and changes
 * nothing. Shared by the cart, account, address and checkout handlers.
 */

export interface RememberedResponse {
  status: number;
  body?: unknown;
}

const REMEMBERED_MAX = 500;
let remembered = new Map<string, RememberedResponse>();

export function recallResponse(key: string): RememberedResponse | undefined {
  return remembered.get(key);
}

export function rememberResponse(key: string, response: RememberedResponse): void {
  remembered.set(key, response);
  if (remembered.size > REMEMBERED_MAX) {
    const oldest = remembered.keys().next();
    if (!oldest.done) remembered.delete(oldest.value);
  }
}

/** Forgets every answer (called by resetMockState). */
export function resetRememberedResponses(): void {
  remembered = new Map();
}
