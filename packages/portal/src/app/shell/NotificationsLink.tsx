import { useEffect } from 'react';
import './notificationsLink.css';
import { NavLink, useLocation } from 'react-router';
import { unreadNotificationsOf } from '../../shared/notifications/unreadNotifications';
import { useUnreadNotifications } from '../../shared/notifications/useUnreadNotifications';
import { useApp } from '../../shared/useApp';

/** Props of {@link NotificationsLink}. */
export interface NotificationsLinkProps {
  readonly className: string;
  /** The one of the header's two links (header, drawer) that asks for the count on each navigation. */
  readonly refreshes?: boolean;
}

/**
 * 'Powiadomienia' linking to `/notifications`, with the unread count as a badge and in its
 * accessible name ('Powiadomienia 2 (nieprzeczytane)'). The name starts with what the link shows, in
 * its order ("Powiadomienia", then the badge's number), so a speech-input user who says what they
 * see ("kliknij Powiadomienia") names it (WCAG 2.5.3); the space before the badge keeps the two
 * words apart in the visible text too. The count is asked again on every navigation, so a booking,
 * a payment or an answer shows on the next page the patient opens.
 */
export function NotificationsLink({ className, refreshes = false }: NotificationsLinkProps) {
  const { api, messages } = useApp();
  const location = useLocation();
  const count = useUnreadNotifications();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation (location.key) asks again.
  useEffect(() => {
    if (refreshes) unreadNotificationsOf(api).refresh();
  }, [api, refreshes, location.key]);
  const unread = count ?? 0;
  const name =
    unread > 0
      ? messages.t('portal.header.notificationsUnread', { count: unread })
      : messages.t('portal.header.notifications');
  return (
    <NavLink to="/notifications" end className={className} aria-label={name}>
      {messages.t('portal.header.notifications')}
      {unread > 0 && ' '}
      {unread > 0 && (
        <span className="notifications-badge" aria-hidden="true">
          {unread}
        </span>
      )}
    </NavLink>
  );
}
