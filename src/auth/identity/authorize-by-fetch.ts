import { IdentityError } from './identity-errors';

/** Spec section 4 (the SDK lacks it): no frame, and a clear failure when the network is down. */
export async function authorizeByFetch(authorizeUrl: string, timeoutMs: number): Promise<string> {
  let response: Response;
  try {
    response = await fetch(authorizeUrl, {
      credentials: 'include',
      redirect: 'follow',
      headers: { Accept: 'text/html' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    // By name: the DOMException class differs between realms.
    if ((error as { name?: unknown } | null)?.name === 'TimeoutError') {
      throw new Error(IdentityError.AuthorizationTimedOut, { cause: error });
    }
    throw new Error(IdentityError.FailedToFetch, { cause: error });
  }
  void response.body?.cancel();
  return response.url;
}
