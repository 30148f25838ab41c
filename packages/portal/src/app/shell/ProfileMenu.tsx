import { Suspense, useCallback, useId, useRef, useState } from 'react';
import { useApp } from '../../shared/useApp';
import { LazyProfileMenuItems } from './lazyShellPieces';
import type { NavItem } from './useNavItems';

/**
 * The profile menu as a disclosure (a button with `aria-expanded` and a list of links, the
 * pattern that needs no arrow-key roving): Account data when permitted, and Sign out (their code
 * loads on the first opening, after first paint). Escape and a click outside close it; Escape
 * returns focus to the button.
 */
export function ProfileMenu({ items }: { readonly items: readonly NavItem[] }) {
  const { messages } = useApp();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);

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
        {open && (
          <Suspense fallback={null}>
            <LazyProfileMenuItems items={items} root={root} close={close} />
          </Suspense>
        )}
      </ul>
    </div>
  );
}
