import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useApp } from '../../shared/useApp';
import type { NavItem } from './useNavItems';

/**
 * The profile menu as a disclosure (a button with `aria-expanded` and a list of links, the
 * pattern that needs no arrow-key roving): Account data when permitted, and Sign out. Escape and
 * a click outside close it; Escape returns focus to the button.
 */
export function ProfileMenu({ items }: { readonly items: readonly NavItem[] }) {
  const { messages, session } = useApp();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="profile-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="profile-menu__button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {messages.t('portal.header.account')}
      </button>
      <ul id={listId} className="profile-menu__list" hidden={!open}>
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="profile-menu__item" onClick={() => setOpen(false)}>
              {messages.t(item.label)}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" className="profile-menu__item" onClick={() => void session.logout()}>
            {messages.t('common.signOut')}
          </button>
        </li>
      </ul>
    </div>
  );
}
