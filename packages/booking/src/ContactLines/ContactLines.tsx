import { can, externalUrl, PHONE_LINE_HOURS, telHref } from '@wizyta/core';
import { useBooking } from '../flow/BookingContext';

const hour = (h: number) => `${h}:00`;

/**
 * The ways to reach the provider that a notice offers (no free doctor, no booking here): the
 * phone line's hours, its number as a `tel:` link and the e-mail as a `mailto:` link where the
 * deployment has them (`contactPhone`, `contactEmail`), and where the brand offers NFZ visits the
 * page where the NFZ declaration is made (`nfzDeclarationUrl`, https only). Items of a list.
 */
export function ContactLines() {
  const { messages, contact, type, sessionState } = useBooking();
  const t = messages.t;
  const nfz = can('SHOW_NFZ', {
    type,
    roles: sessionState.roles.length > 0 ? sessionState.roles : ['PATIENT'],
  })
    ? externalUrl(contact.nfzDeclarationUrl)
    : undefined;
  return (
    <>
      <li>
        {t('booking.noDoctors.phoneLine', {
          from: hour(PHONE_LINE_HOURS.from),
          to: hour(PHONE_LINE_HOURS.to),
        })}
      </li>
      {contact.contactPhone ? (
        <li>
          <a className="wb-link" href={telHref(contact.contactPhone)}>
            {t('booking.noDoctors.callUs', { phone: contact.contactPhone })}
          </a>
        </li>
      ) : null}
      {contact.contactEmail ? (
        <li>
          <a className="wb-link" href={`mailto:${contact.contactEmail}`}>
            {t('booking.contact.email', { email: contact.contactEmail })}
          </a>
        </li>
      ) : null}
      {nfz ? (
        <li>
          <a className="wb-link" href={nfz.href} target="_blank" rel="noopener">
            {t('booking.contact.nfzDeclaration')}
          </a>
        </li>
      ) : null}
    </>
  );
}
