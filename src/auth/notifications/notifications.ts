import * as v from 'valibot';
import { logError } from '../../core/platform/log';
import type { StoreNotification } from '../../core/store/store';
import {
  NOTIFICATIONS_PARAM,
  SEEN_NOTIFICATIONS_KEY,
  type KeyValueStorage,
} from '../session-constants/session-constants';

// Notifications in the query (spec 3): anyone can write a URL, so fields are validated and capped.

export { NOTIFICATIONS_PARAM };
export const NOTIFICATION_TYPES = ['info', 'success', 'warning', 'error'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Caps are ours (the spec gives none). */
export const MAX_NOTIFICATIONS = 5;
export const MAX_ID_LENGTH = 100;
export const MAX_TITLE_LENGTH = 120;
export const MAX_MESSAGE_LENGTH = 500;
/** Beyond it the parameter is not even parsed. */
export const MAX_PARAM_LENGTH = 10_000;
export const MAX_SEEN_IDS = 50;

/** Never through a surrogate pair. */
function cap(max: number) {
  return (text: string): string => {
    const chars = Array.from(text);
    return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
  };
}

const IdSchema = v.pipe(
  v.union([v.string(), v.pipe(v.number(), v.integer())]),
  v.transform(String),
  v.trim(),
  v.minLength(1),
  v.maxLength(MAX_ID_LENGTH),
  // Seen ids are stored comma-separated (spec 3), so an id may not contain one.
  v.check((id) => !id.includes(','), 'id contains a comma'),
);

const NotificationSchema = v.object({
  id: IdSchema,
  // An unknown type is shown as plain information rather than dropping the message.
  type: v.optional(v.fallback(v.picklist(NOTIFICATION_TYPES), 'info'), 'info'),
  title: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((t) => (t === '' ? undefined : cap(MAX_TITLE_LENGTH)(t))),
    ),
  ),
  message: v.pipe(v.string(), v.trim(), v.minLength(1), v.transform(cap(MAX_MESSAGE_LENGTH))),
});

/** What the URL may carry: the store's notification, with the type narrowed to our four kinds. */
export type UrlNotification = v.InferOutput<typeof NotificationSchema> & StoreNotification;

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    // URLSearchParams has decoded once; a producer that encoded twice needs one more pass.
    return JSON.parse(decodeURIComponent(raw));
  }
}

/** A decoded `notifications` value; invalid entries are logged and skipped, repeats dropped. */
export function parseNotificationsParam(raw: string | null | undefined): UrlNotification[] {
  if (raw == null || raw.trim() === '') return [];
  if (raw.length > MAX_PARAM_LENGTH) {
    logError(`notifications parameter too long (${raw.length} characters); ignored`);
    return [];
  }
  let value: unknown;
  try {
    value = parseJson(raw);
  } catch (error) {
    logError('notifications parameter is not valid JSON; ignored', error);
    return [];
  }
  if (!Array.isArray(value)) {
    logError('notifications parameter is not a JSON array; ignored');
    return [];
  }
  const notifications: UrlNotification[] = [];
  const ids = new Set<string>();
  value.forEach((item: unknown, index) => {
    const result = v.safeParse(NotificationSchema, item);
    if (!result.success) {
      logError(`notification ${index} is invalid; skipped`, result.issues[0]?.message);
    } else if (!ids.has(result.output.id)) {
      ids.add(result.output.id);
      notifications.push(result.output);
    }
  });
  if (notifications.length > MAX_NOTIFICATIONS) {
    logError(`${notifications.length} notifications in the URL; only ${MAX_NOTIFICATIONS} shown`);
  }
  return notifications.slice(0, MAX_NOTIFICATIONS);
}

export interface Notifications {
  /** The notifications of a query string (`location.search`) whose ids were not closed before. */
  fromQuery: (search: string | URLSearchParams) => UrlNotification[];
  /** The shopper closed this notification: it does not come back with the same URL. */
  markSeen: (id: string) => void;
  /** Logout forgets closed notifications (spec 4: "removes closed-notification ids"). */
  clearSeen: () => void;
  seenIds: () => string[];
}

/** Seen ids live in `storage` (usually localStorage) as a comma-separated list (spec section 3). */
export function createNotifications(storage: KeyValueStorage): Notifications {
  const seenIds = (): string[] => {
    let raw: string | null;
    try {
      raw = storage.getItem(SEEN_NOTIFICATIONS_KEY);
    } catch {
      return [];
    }
    return (raw ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter((id) => id !== '');
  };

  return {
    seenIds,
    fromQuery(search) {
      const params = typeof search === 'string' ? new URLSearchParams(search) : search;
      const notifications = parseNotificationsParam(params.get(NOTIFICATIONS_PARAM));
      if (notifications.length === 0) return notifications;
      const seen = new Set(seenIds());
      return notifications.filter((n) => !seen.has(n.id));
    },
    markSeen(id) {
      const clean = id.trim();
      if (clean === '' || clean.includes(',')) return;
      const ids = [...seenIds().filter((seen) => seen !== clean), clean].slice(-MAX_SEEN_IDS);
      try {
        storage.setItem(SEEN_NOTIFICATIONS_KEY, ids.join(','));
      } catch (error) {
        logError('could not remember a closed notification', error);
      }
    },
    clearSeen() {
      try {
        storage.removeItem(SEEN_NOTIFICATIONS_KEY);
      } catch (error) {
        logError('could not clear closed notifications', error);
      }
    },
  };
}
