import { sharedInstance } from '../../core/platform/shared-instance';
import { storageOrPageMemory } from '../../core/platform/storage';
import { createNotifications, type Notifications } from './notifications';

/**
 * The page's notifications from the URL (spec 3), with the ids the shopper closed. Its own chunk:
 * loaded by a page whose address carries some, on a close and on a sign-out, never by the session's
 * code on every signed-in page (the query's schemas are most of it).
 */
export const pageNotifications = (): Notifications =>
  sharedInstance('notifications', () => createNotifications(storageOrPageMemory('local')));
