import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useApp } from '../../shared/useApp';
import { LazyNotificationsLink } from './lazyShellPieces';
import type { NavModel } from './useNavItems';

/**
 * The header's menu below ~768 px (the toggle is hidden by CSS above that width): a disclosure
 * button and, when open, the same permitted items as the header. Opening moves focus to the first
 * item; Escape closes and returns focus to the button; a navigation closes it.
 */
export function MobileDrawer({ nav }: { readonly nav: NavModel }) {
  const { messages, session } = useApp();
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLElement>(null);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location is the trigger.
  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (!open) return;
    drawer.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const items = [...nav.main, ...(nav.account ?? [])];
  return (
    <div className="drawer">
      <button
        ref={button}
        type="button"
        className="drawer__toggle"
        aria-expanded={open}
        aria-controls={drawerId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="drawer__icon" aria-hidden="true" />
        <span className="visually-hidden">
          {messages.t(open ? 'portal.header.closeMenu' : 'portal.header.openMenu')}
        </span>
      </button>
      <nav
        ref={drawer}
        id={drawerId}
        className="drawer__panel"
        aria-label={messages.t('portal.header.mobileNav')}
        hidden={!open}
      >
        <ul className="drawer__list">
          {items.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className="drawer__item">
                {messages.t(item.label)}
              </Link>
            </li>
          ))}
          {nav.notifications && (
            <li>
              <Suspense fallback={null}>
                <LazyNotificationsLink className="drawer__item" />
              </Suspense>
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
      </nav>
    </div>
  );
}
