import { telHref } from '@wizyta/core';
import { Link } from 'react-router';
import { useApp } from '../../shared/useApp';
import { useCan } from '../../shared/useCan';

/**
 * The footer: Regulation, Privacy policy, the phone line and e-mail (config `contactPhone`,
 * `contactEmail`) where SHOW_CONTACT_INFORMATION allows, and 'Powered by Wizyta' where
 * SHOW_POWEREDBY allows.
 */
export function Footer() {
  const { config, messages } = useApp();
  const allowed = useCan();
  const contact = allowed('SHOW_CONTACT_INFORMATION');
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
          {contact && config.contactPhone && (
            <li>
              <a href={telHref(config.contactPhone)} className="footer__link">
                {messages.t('portal.footer.phone', { phone: config.contactPhone })}
              </a>
            </li>
          )}
          {contact && config.contactEmail && (
            <li>
              <a href={`mailto:${config.contactEmail}`} className="footer__link">
                {messages.t('portal.footer.email', { email: config.contactEmail })}
              </a>
            </li>
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
