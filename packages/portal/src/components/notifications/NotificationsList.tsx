import type { Notification } from '@wizyta/core';
import { useState } from 'react';
import { Link } from 'react-router';
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

/**
 * The patient's active notifications (`GET notification`), newest first, each with a button that
 * deactivates it (`PUT notification/deactivate`). A failed load shows 4082 with a retry; a failed
 * deactivation shows 4082 and keeps the notification.
 */
export function NotificationsList({ headingLevel }: NotificationsListProps) {
  const { api, messages } = useApp();
  const toast = useToast();
  const list = useLoad((signal) => api.getNotifications(undefined, { signal }), [api]);
  const [busy, setBusy] = useState<Notification['id'] | null>(null);
  const t = messages.t;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

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

  return (
    <section className="notifications" aria-labelledby="notifications-title">
      <Heading id="notifications-title">{t('account.notifications.title')}</Heading>
      {list.status === 'loading' && <Loading />}
      {list.status === 'error' && <LoadError error={list.error} onRetry={list.reload} />}
      {list.status === 'ready' && list.data.length === 0 && <p>{t('account.notifications.empty')}</p>}
      {list.status === 'ready' && list.data.length > 0 && (
        <ul className="notifications__list">
          {list.data.map((notification) => (
            <li key={notification.id} className="notifications__item">
              <h3 className="notifications__title">{notification.title}</h3>
              <p className="notifications__time">{messages.formatDateTime(notification.createdAt)}</p>
              <p className="notifications__text">{notification.message}</p>
              <div className="notifications__actions">
                {notification.appointmentId != null && (
                  <Link to={`/visit/${encodeURIComponent(String(notification.appointmentId))}`}>
                    {t('account.notifications.visit')}
                  </Link>
                )}
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={busy === notification.id}
                  aria-label={t('account.notifications.deactivateOne', { title: notification.title })}
                  onClick={() => void deactivate(notification)}
                >
                  {t('account.notifications.deactivate')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
