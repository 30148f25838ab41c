import { Link } from 'react-router';
import { useApp } from '../../shared/useApp';
import { useCan } from '../../shared/useCan';

/** The footer: Regulation, Privacy policy, and 'Powered by Wizyta' where SHOW_POWEREDBY allows. */
export function Footer() {
  const { messages } = useApp();
  const allowed = useCan();
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
