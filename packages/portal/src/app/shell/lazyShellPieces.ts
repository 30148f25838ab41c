import { lazy } from 'react';

// Pieces of the header and footer that only some visitors see, or only once they open a menu, in
// one chunk (shellExtras.tsx) that comes after first paint: the portal's first route stays within
// its budget.
const extras = () => import('./shellExtras');

/** 'Powiadomienia' with the unread count (a signed-in patient): the link and the count's store. */
export const LazyNotificationsLink = lazy(async () => ({ default: (await extras()).NotificationsLink }));

/** The footer's phone line and e-mail links (a deployment with `contactPhone`, `contactEmail`). */
export const LazyFooterContact = lazy(async () => ({ default: (await extras()).FooterContact }));

/** The open mobile drawer's items. */
export const LazyDrawerItems = lazy(async () => ({ default: (await extras()).DrawerItems }));

/** The open profile menu's items. */
export const LazyProfileMenuItems = lazy(async () => ({ default: (await extras()).ProfileMenuItems }));
