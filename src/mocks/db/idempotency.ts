/**
 * Idempotent retries (Stripe's `Idempotency-Key`, our `X-Request-Id`): a repeated mutation answers
 * its first answer and changes nothing.
 */

export interface RememberedResponse {
  status: number;
  body?: unknown;
}

const REMEMBERED_MAX = 500;
let remembered = new Map<string, RememberedResponse>();
/** Answers still being worked out (place order): a repeat in flight waits for the first. */
let pending = new Map<string, Promise<RememberedResponse>>();

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

export function pendingResponse(key: string): Promise<RememberedResponse> | undefined {
  return pending.get(key);
}

export function trackPendingResponse(key: string, response: Promise<RememberedResponse>): void {
  pending.set(key, response);
  const settled = () => {
    if (pending.get(key) === response) pending.delete(key);
  };
  response.then(settled, settled);
}

/** Forgets every answer (called by resetMockState). */
export function resetRememberedResponses(): void {
  remembered = new Map();
  pending = new Map();
}
