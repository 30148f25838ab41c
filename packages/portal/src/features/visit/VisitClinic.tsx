import { addressLine, type Clinic, clinicHoursLine, clinicMapUrl } from '@wizyta/core';
import { useApp } from '../../shared/useApp';

/** Props of {@link VisitClinic}. */
export interface VisitClinicProps {
  readonly clinic: Clinic;
}

/**
 * Where a stationary visit takes place: the clinic chosen at booking, its address, hours and
 * phone, and a map search of the address (a plain link: no map script on the page).
 */
export function VisitClinic({ clinic }: VisitClinicProps) {
  const { messages } = useApp();
  const t = messages.t;
  const { prefix, number } = clinic.phoneNumber;
  return (
    <section className="visit-house-address" aria-labelledby="visit-clinic-title">
      <h2 id="visit-clinic-title">{t('visits.clinic.title')}</h2>
      <p className="visit-house-address__line">{clinic.name}</p>
      <p>{addressLine(clinic.address)}</p>
      <ul>
        {clinic.openingHours.map((hours) => (
          <li key={`${hours.fromDay}-${hours.toDay}`}>{clinicHoursLine(messages.intlLocale, hours)}</li>
        ))}
      </ul>
      <p>
        <a href={`tel:${prefix}${number}`}>{`${prefix} ${number}`}</a>
      </p>
      <p>
        <a href={clinicMapUrl(clinic)} target="_blank" rel="noopener noreferrer">
          {t('visits.clinic.directions')}
        </a>
      </p>
    </section>
  );
}
