import { ContactLines } from '../ContactLines/ContactLines';
import { useBooking } from '../flow/BookingContext';

/**
 * What a brand without make-appointment (spec §6: every brand but general, inter, welbi and
 * interrisk; brokers too) shows instead of the search: that visits are not booked here, and the
 * ways forward — the brand's patient portal and the provider's phone line and e-mail.
 */
export function NoBooking() {
  const { messages, portalUrl } = useBooking();
  const t = messages.t;
  return (
    <div className="wb-step wb-no-booking">
      <h2 className="wb-step__title">{t('booking.noBooking.title')}</h2>
      <p className="wb-text">{t('booking.noBooking.text')}</p>
      <ul className="wb-text">
        {portalUrl ? (
          <li>
            <a className="wb-link" href={portalUrl} target="_blank" rel="noopener">
              {t('booking.noBooking.portal')}
            </a>
          </li>
        ) : null}
        <ContactLines />
      </ul>
    </div>
  );
}
