import { type RefObject, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useApp } from '../../shared/useApp';
import { NotificationsLink } from './NotificationsLink';
import type { NavItem, NavModel } from './useNavItems';

/**
 * The open mobile drawer's items (MobileDrawer): the header's permitted links, 'Powiadomienia'
 * where the header has it, and Sign in / Sign out. On opening the first item takes the focus;
 * Escape closes the drawer (`close` returns focus to its button).
 */
export function DrawerItems({ nav, close }: { readonly nav: NavModel; readonly close: () => void }) {
  const { messages, session } = useApp();
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    list.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [close]);

  const items = [...nav.main, ...(nav.account ?? [])];
  return (
    <ul className="drawer__list" ref={list}>
      {items.map((item) => (
        <li key={item.to}>
          <Link to={item.to} className="drawer__item">
            {messages.t(item.label)}
          </Link>
        </li>
      ))}
      {nav.notifications && (
        <li>
          <NotificationsLink className="drawer__item" />
        </li>
      )}
      <li>
        <button
          type="button"
          className="drawer__item"
          onClick={() => void (nav.account ? session.logout() : session.login())}
        >
          {messages.t(nav.account ? 'common.signOut' : 'common.signIn')}
        </button>
      </li>
    </ul>
  );
}

/** Props of {@link ProfileMenuItems}. */
export interface ProfileMenuItemsProps {
  readonly items: readonly NavItem[];
  /** The menu (button and list): a pointer down outside it closes the menu. */
  readonly root: RefObject<HTMLDivElement | null>;
  /** Closes the menu; `true` returns focus to its button (Escape). */
  readonly close: (refocus: boolean) => void;
}

/**
 * The open profile menu's items (ProfileMenu): Account data when permitted, and Sign out. Escape
 * and a pointer down outside the menu close it.
 */
export function ProfileMenuItems({ items, root, close }: ProfileMenuItemsProps) {
  const { messages, session } = useApp();
  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) close(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [root, close]);

  return (
    <>
      {items.map((item) => (
        <li key={item.to}>
          <Link to={item.to} className="profile-menu__item" onClick={() => close(false)}>
            {messages.t(item.label)}
          </Link>
        </li>
      ))}
      <li>
        <button type="button" className="profile-menu__item" onClick={() => void session.logout()}>
          {messages.t('common.signOut')}
        </button>
      </li>
    </>
  );
}
