import { isNotificationKind, type Messages, type Notification } from '@wizyta/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { unreadNotificationsOf } from '../../shared/notifications/unreadNotifications';
import { useApp } from '../../shared/useApp';
import { useToast } from '../../shared/useToast';
import { LoadError } from '../LoadError';
import { Loading } from '../Loading';
import { useLoad } from '../useLoad';
import './notifications.css';

/** Props of {@link NotificationsList}. */
export interface NotificationsListProps {
  /** The level of the section's heading: 1 on its own page, 2 inside another. */
  readonly headingLevel: 1 | 2;
}

/** A notification's title and text: the catalogue's for a kind it knows, else the server's. */
function textsOf(notification: Notification, messages: Messages): { title: string; text: string } {
  const { kind } = notification;
  if (!isNotificationKind(kind)) return { title: notification.title, text: notification.message };
  return {
    title: messages.t(`account.notifications.kind.${kind}.title`),
    text: messages.t(`account.notifications.kind.${kind}.text`),
  };
}

/**
 * The patient's active (unread) notifications (`GET notification`), newest first. Opening one's
 * visit marks it read (`PUT notification/deactivate`, sent as the visit opens); 'Oznacz jako
 * przeczytane' does so in place. The header's unread count follows. A failed load shows 4082
 * with a retry; a failed deactivation shows 4082 and keeps the notification.
 */
export function NotificationsList({ headingLevel }: NotificationsListProps) {
  const { api, messages } = useApp();
  const toast = useToast();
  const list = useLoad((signal) => api.getNotifications(undefined, { signal }), [api]);
  const [busy, setBusy] = useState<Notification['id'] | null>(null);
  const t = messages.t;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const unread = unreadNotificationsOf(api);
  const count = list.status === 'ready' ? list.data.length : null;
  useEffect(() => {
    if (count !== null) unread.set(count);
  }, [count, unread]);

  async function deactivate(notification: Notification) {
    setBusy(notification.id);
    try {
      await api.deactivateNotification({ body: { id: notification.id } });
      list.replace((list.data ?? []).filter((item) => item.id !== notification.id));
      toast.info(t('account.notifications.deactivated'));
    } catch (error) {
      toast.error(error);
    } finally {
      setBusy(null);
    }
  }

  // Reading it is opening it: the visit opens at once, the deactivation goes on meanwhile.
  function open(notification: Notification) {
    unread.set(Math.max(0, (count ?? 1) - 1));
    api.deactivateNotification({ body: { id: notification.id } }).then(
      () => undefined,
      () => unread.refresh(),
    );
  }

  return (
    <section className="notifications" aria-labelledby="notifications-title">
      <Heading id="notifications-title">{t('account.notifications.title')}</Heading>
      {list.status === 'loading' && <Loading />}
      {list.status === 'error' && <LoadError error={list.error} onRetry={list.reload} />}
      {list.status === 'ready' && list.data.length === 0 && <p>{t('account.notifications.empty')}</p>}
      {list.status === 'ready' && list.data.length > 0 && (
        <ul className="notifications__list">
          {list.data.map((notification) => {
            const { title, text } = textsOf(notification, messages);
            return (
              <li key={notification.id} className="notifications__item">
                <h3 className="notifications__title">{title}</h3>
                <p className="notifications__time">{messages.formatDateTime(notification.createdAt)}</p>
                <p className="notifications__text">{text}</p>
                <div className="notifications__actions">
                  {notification.appointmentId != null && (
                    <Link
                      to={`/visit/${encodeURIComponent(String(notification.appointmentId))}`}
                      aria-label={t('account.notifications.open', { title })}
                      onClick={() => open(notification)}
                    >
                      {t('account.notifications.visit')}
                    </Link>
                  )}
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={busy === notification.id}
                    aria-label={t('account.notifications.deactivateOne', { title })}
                    onClick={() => void deactivate(notification)}
                  >
                    {t('account.notifications.deactivate')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
