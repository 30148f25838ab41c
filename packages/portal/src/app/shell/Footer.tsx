import { Suspense } from 'react';
import { Link } from 'react-router';
import { useApp } from '../../shared/useApp';
import { useCan } from '../../shared/useCan';
import { LazyFooterContact } from './lazyShellPieces';

/**
 * The footer: Regulation, Privacy policy, the accessibility statement, the phone line and e-mail (config `contactPhone`,
 * `contactEmail`) where SHOW_CONTACT_INFORMATION allows, and 'Powered by Wizyta' where
 * SHOW_POWEREDBY allows.
 */
export function Footer() {
  const { config, messages } = useApp();
  const allowed = useCan();
  const contact = allowed('SHOW_CONTACT_INFORMATION') && Boolean(config.contactPhone || config.contactEmail);
  return (
    <footer className="footer">
      <nav aria-label={messages.t('portal.footer.nav')}>
        <ul className="footer__list">
          <li>
            <Link to="/regulation" className="footer__link">
              {messages.t('common.regulation')}
            </Link>
          </li>
          <li>
            <Link to="/privacy-policy" className="footer__link">
              {messages.t('common.privacyPolicy')}
            </Link>
          </li>
          <li>
            <Link to="/deklaracja-dostepnosci" className="footer__link">
              {messages.t('common.accessibilityStatement')}
            </Link>
          </li>
          {contact && (
            <Suspense fallback={null}>
              <LazyFooterContact />
            </Suspense>
          )}
        </ul>
      </nav>
      {allowed('SHOW_POWEREDBY') && (
        <p className="footer__powered" lang="en">
          {messages.t('portal.footer.poweredBy')}
        </p>
      )}
    </footer>
  );
}
