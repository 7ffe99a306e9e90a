import { logWarning } from '../../core/platform/log';
import { IdentityError } from './identity-errors';

/**
 * Authorization in a hidden frame, as the identity SDK's `getAuthCodeByIframe` does: the frame
 * loads the authorize URL, the identity server sends it back to the redirect URI on this page's
 * origin, and its address carries the code (or an error). Unlike the SDK's, a frame that stays on
 * the identity server (its own page: a redirect URI it does not accept, an unknown client) fails
 * at once instead of throwing in the load handler and waiting out the timeout.
 */
export function authorizeByFrame(authorizeUrl: string, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const frame = document.createElement('iframe');
    const finish = () => {
      clearTimeout(timer);
      frame.removeEventListener('load', onLoad);
      frame.remove();
    };
    const onLoad = () => {
      let href: string;
      try {
        href = frame.contentWindow?.location.href ?? '';
      } catch {
        finish();
        logWarning(
          'the identity server did not send the sign-in frame back to this origin: is the redirect URI registered?',
        );
        reject(new Error(IdentityError.FailedToAcquireCode));
        return;
      }
      // The first load may be the frame's initial blank document.
      if (/[?&](code|error)=/.test(href)) {
        finish();
        resolve(href);
      }
    };
    const timer = setTimeout(() => {
      finish();
      reject(new Error(IdentityError.AuthorizationTimedOut));
    }, timeoutMs);
    frame.hidden = true;
    frame.tabIndex = -1;
    frame.setAttribute('aria-hidden', 'true');
    frame.addEventListener('load', onLoad);
    document.body.append(frame);
    frame.src = authorizeUrl;
  });
}
