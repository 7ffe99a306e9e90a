import type { Translate } from '../../core/i18n/messages';
import type { StoreNotification } from '../../core/store/store';
import type { AccountMenuMessageKey } from './account-menu.messages';

interface NotificationListProps {
  notifications: readonly StoreNotification[];
  onDismiss: (id: string) => void;
  t: Translate<AccountMenuMessageKey>;
}

/** Messages for the shopper (query parameter or sign-out), shown as plain text in a live region. */
export function NotificationList({ notifications, onDismiss, t }: NotificationListProps) {
  return (
    <section className="notifications" aria-label={t('notificationsLabel')} aria-live="polite">
      {notifications.map((notification) => (
        <div
          key={notification.id}
          className={`notification ${notification.type ?? 'info'}`}
          role="status"
        >
          {notification.title && <strong>{notification.title}</strong>}
          <p>{notification.textKey ? t(notification.textKey) : notification.message}</p>
          <button type="button" className="dismiss" onClick={() => onDismiss(notification.id)}>
            {t('dismiss')}
          </button>
        </div>
      ))}
    </section>
  );
}
