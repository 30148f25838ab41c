import { Link } from 'react-router';
import { useApp } from '../../shared/useApp';

/** The consultation room's header: the brand and a way back to the visits list, nothing else. */
export function ConsultationHeader() {
  const { brand, messages } = useApp();
  return (
    <header className="header header--compact">
      <div className="header__bar">
        <Link to="/" className="header__back">
          {messages.t('portal.header.backToVisits')}
        </Link>
        <span className="header__brand">{brand.name}</span>
      </div>
    </header>
  );
}
