import { logWarning } from '../../core/platform/log';
import { IdentityError } from './identity-errors';

/** As the SDK's, but a frame stuck on the identity server's page fails at once, not at timeout. */
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
      // The first load may be the initial blank document.
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
