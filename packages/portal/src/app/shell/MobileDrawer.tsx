import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useApp } from '../../shared/useApp';
import { LazyDrawerItems } from './lazyShellPieces';
import type { NavModel } from './useNavItems';

/**
 * The header's menu below ~768 px (the toggle is hidden by CSS above that width): a disclosure
 * button and, when open, the same permitted items as the header (their code loads on the first
 * opening, after first paint). Opening moves focus to the first item; Escape closes and returns
 * focus to the button; a navigation closes it.
 */
export function MobileDrawer({ nav }: { readonly nav: NavModel }) {
  const { messages } = useApp();
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location is the trigger.
  useEffect(() => setOpen(false), [location.key]);

  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);

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
        id={drawerId}
        className="drawer__panel"
        aria-label={messages.t('portal.header.mobileNav')}
        hidden={!open}
      >
        {open && (
          <Suspense fallback={null}>
            <LazyDrawerItems nav={nav} close={close} />
          </Suspense>
        )}
      </nav>
    </div>
  );
}
