import { Suspense } from 'react';
import { NavLink } from 'react-router';
import { useApp } from '../../shared/useApp';
import { LazyNotificationsLink } from './lazyShellPieces';
import { MobileDrawer } from './MobileDrawer';
import { ProfileMenu } from './ProfileMenu';
import { useNavItems } from './useNavItems';

/**
 * The portal header: the brand's logo linking to the auth or site URL, the permitted links
 * (Make appointment, My visits, Contact; 'Załóż konto' for a visitor where the brand registers),
 * notifications with the unread count, the profile menu or a sign-in button, and the mobile drawer
 * that takes their place on narrow screens.
 */
export function Header() {
  const { brand, messages, session, assetUrl } = useApp();
  const nav = useNavItems();
  return (
    <header className="header">
      <div className="header__bar">
        <a
          className="header__logo"
          href={nav.homeHref}
          aria-label={messages.t('portal.header.home', { brand: brand.name })}
        >
          <img className="header__logo-image" src={assetUrl(brand.logoHref)} alt={brand.name} height={32} />
        </a>
        <nav className="header__nav" aria-label={messages.t('portal.header.mainNav')}>
          <ul className="header__list">
            {nav.main.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end className="header__link">
                  {messages.t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="header__account">
          {nav.notifications && (
            <Suspense fallback={null}>
              <LazyNotificationsLink className="header__link" refreshes />
            </Suspense>
          )}
          {nav.account ? (
            <ProfileMenu items={nav.account} />
          ) : (
            <button type="button" className="button button--secondary" onClick={() => void session.login()}>
              {messages.t('common.signIn')}
            </button>
          )}
        </div>
        <MobileDrawer nav={nav} />
      </div>
    </header>
  );
}
