import type { Core } from '../../core/core';
import { setNotifications } from '../../core/store/actions';
import type { SignOutOptions } from './session-code';

/**
 * What a page that stays after a sign-out shows (spec section 4): why, when it was the idle limit or
 * the session's end. The sign-out's own code and its fallback (its code could not load) show the same.
 */
export function showSignedOutNotice(core: Core, reason: SignOutOptions['reason']): void {
  const timeout = reason === 'idle' || reason === 'timeout';
  setNotifications(core, [
    {
      id: `signed-out-${Date.now()}`,
      type: 'info',
      message: '',
      textKey: timeout ? 'signedOutIdle' : 'signedOutNotice',
    },
  ]);
}
