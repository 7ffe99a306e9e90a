import { IdentityError } from './identity-errors';

/**
 * Authorization by fetch, next to the SDK's hidden frame (spec section 4; the SDK lacks it): the
 * authorize request is sent with the session cookie, the browser follows the identity server's
 * redirect to the redirect URI, and the final URL carries the code (or an error). No frame, no
 * full page load in the background, and a clear failure when the network is down.
 */
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
    // By name, not instanceof: the DOMException class differs between realms (frames, test DOMs).
    if ((error as { name?: unknown } | null)?.name === 'TimeoutError') {
      throw new Error(IdentityError.AuthorizationTimedOut, { cause: error });
    }
    throw new Error(IdentityError.FailedToFetch, { cause: error });
  }
  // Only the URL matters; do not download the page behind it.
  void response.body?.cancel();
  return response.url;
}
