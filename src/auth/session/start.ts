import { sharedInstance } from '../../core/shared-instance';
import { showQueryNotifications } from './session-actions';
import { startSession as startSessionCheck } from './session-manager';
import { installAuthHandlers } from './step-up';

/**
 * Everything a page's session needs, started once: the session check, the activity session hooks
 * (installed by importing session-actions) and the notifications carried in the URL. The loader
 * calls it as soon as any widget is on the page, in parallel with the widget's own code.
 */
export function startSession(): void {
  sharedInstance('session-start', () => {
    installAuthHandlers();
    startSessionCheck();
    showQueryNotifications();
    return true;
  });
}
