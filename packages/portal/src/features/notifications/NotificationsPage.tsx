import { NotificationsList } from '../../components/notifications/NotificationsList';

/**
 * `/notifications` (a route still to be added to core's ROUTES: login, SHOW_NOTIFICATIONS): the
 * patient's notifications on a page of their own. The profile page shows the same list.
 */
export default function NotificationsPage() {
  return (
    <div className="page account-page">
      <NotificationsList headingLevel={1} />
    </div>
  );
}
