import type { MessageId } from '@wizyta/core';
import { useApp } from '../../shared/useApp';
import { useCan } from '../../shared/useCan';
import { useSessionState } from '../../shared/useSessionState';

/** One link of the header or the drawer: an app path and the message id of its label. */
export interface NavItem {
  readonly to: string;
  readonly label: MessageId;
}

/** What the header shows for the current user and brand. */
export interface NavModel {
  /** Where the logo goes: the auth URL when signed in, else the site URL. */
  readonly homeHref: string;
  readonly main: readonly NavItem[];
  /** The profile menu's links; `null` when nobody is signed in (then a sign-in button shows). */
  readonly account: readonly NavItem[] | null;
  /** Signed in with SHOW_NOTIFICATIONS: 'Powiadomienia' with the unread count. */
  readonly notifications: boolean;
}

/**
 * The header's items, each shown only when permitted (spec §6): Contact (public), Make
 * appointment (SHOW_MAKE_APPOINTMENT), My visits (SHOW_VISITS), and the profile menu's Account
 * data (SHOW_PROFILE); Sign out is a button, always in the profile menu. Make appointment opens
 * the NFZ choice (`/nfz-visit-type`, 79 zł vs 0 zł) for a patient who may book an NFZ visit
 * (SHOW_NFZ and an NFZ-active profile), the search for everyone else; 'Załóż konto' for a
 * visitor where the brand has REGISTRATION. Notifications show for a signed-in user with
 * SHOW_NOTIFICATIONS.
 */
export function useNavItems(): NavModel {
  const { config } = useApp();
  const { authenticated, nfzActive } = useSessionState();
  const allowed = useCan();
  const main: NavItem[] = [];
  if (allowed('SHOW_MAKE_APPOINTMENT')) {
    const nfzChoice = nfzActive && allowed('SHOW_NFZ');
    main.push({ to: nfzChoice ? '/nfz-visit-type' : '/make-appointment', label: 'common.makeAppointment' });
  }
  if (allowed('SHOW_VISITS')) main.push({ to: '/', label: 'common.myVisits' });
  main.push({ to: '/contact', label: 'common.contact' });
  if (!authenticated && allowed('REGISTRATION'))
    main.push({ to: '/registration', label: 'portal.header.register' });
  const account = authenticated
    ? allowed('SHOW_PROFILE')
      ? [{ to: '/profile', label: 'common.accountData' } as const]
      : []
    : null;
  return {
    homeHref: authenticated ? config.authUrl : config.siteUrl,
    main,
    account,
    notifications: authenticated && allowed('SHOW_NOTIFICATIONS'),
  };
}
