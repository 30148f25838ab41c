import {
  type Address,
  addressLine,
  type BookedPatient,
  type Messages,
  type VisitBooking,
  type VisitViewer,
} from '@wizyta/core';
import type { ReactNode } from 'react';
import { useApp } from '../../shared/useApp';

/** Props of {@link HouseVisitAddress}. */
export interface HouseVisitAddressProps {
  readonly address: Address;
}

/**
 * Where a house visit takes place and how to get in: what the doctor reads first, so it stands
 * above everything else on the doctor's visit page.
 */
export function HouseVisitAddress({ address }: HouseVisitAddressProps) {
  const { messages } = useApp();
  const t = messages.t;
  return (
    <section className="visit-house-address" aria-labelledby="visit-house-address-title">
      <h2 id="visit-house-address-title">{t('visits.booked.addressTitle')}</h2>
      <p className="visit-house-address__line">{addressLine(address)}</p>
      {address.additionalInfo ? (
        <p>
          <strong>{t('visits.booked.entryInfo')}:</strong> {address.additionalInfo}
        </p>
      ) : null}
    </section>
  );
}

/** Props of {@link BookedDetails}. */
export interface BookedDetailsProps {
  readonly booking: VisitBooking;
  readonly viewer: VisitViewer;
  /** Leave the address out (the doctor's house visit shows it first, in its own section). */
  readonly withoutAddress?: boolean;
}

function patientText(patient: BookedPatient, messages: Messages): string {
  const name = [patient.firstName, patient.lastName].filter(Boolean).join(' ');
  const kind = messages.t(`visits.booked.patient.${patient.type}`);
  const born = patient.birthDate
    ? `, ${messages.t('visits.booked.born', { date: messages.formatDate(patient.birthDate) })}`
    : '';
  return name ? `${name} (${kind}${born})` : `${kind}${born}`;
}

/**
 * What the patient entered while booking (the visit's `booking`, an addition of the contract):
 * symptoms, the address with its entry information, the patients, the contact phone, the country
 * and language, and — to the patient only — the invoice data. Shows only what the visit carries.
 */
export function BookedDetails({ booking, viewer, withoutAddress = false }: BookedDetailsProps) {
  const { messages } = useApp();
  const t = messages.t;
  const rows: [string, ReactNode][] = [];
  if (booking.symptoms && booking.symptoms.length > 0) {
    rows.push([
      t('visits.booked.symptoms'),
      <ul key="symptoms" className="visit-booked__list">
        {booking.symptoms.map((symptom) => (
          <li key={symptom}>{t(`symptom.${symptom}`)}</li>
        ))}
      </ul>,
    ]);
  }
  if (booking.additionalSymptoms)
    rows.push([t('visits.booked.additionalSymptoms'), booking.additionalSymptoms]);
  if (booking.address && !withoutAddress) {
    rows.push([t('visits.booked.address'), addressLine(booking.address)]);
    if (booking.address.additionalInfo)
      rows.push([t('visits.booked.entryInfo'), booking.address.additionalInfo]);
  }
  if (booking.patients && booking.patients.length > 0) {
    rows.push([
      t('visits.booked.patients'),
      <ul key="patients" className="visit-booked__list">
        {booking.patients.map((patient, index) => (
          // Patients have no id here; their order is the booking's.
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered
          <li key={index}>{patientText(patient, messages)}</li>
        ))}
      </ul>,
    ]);
  }
  if (booking.phoneNumber) {
    rows.push([t('visits.booked.phone'), `${booking.phoneNumber.prefix} ${booking.phoneNumber.number}`]);
  }
  if (booking.country) rows.push([t('visits.booked.country'), booking.country.name]);
  if (booking.language) rows.push([t('visits.booked.language'), booking.language.name]);
  if (booking.invoice && viewer === 'PATIENT') {
    const invoice = booking.invoice;
    rows.push([
      t('visits.booked.invoice'),
      <>
        {invoice.companyName}
        <br />
        {`${invoice.firstName} ${invoice.lastName}`}
        <br />
        {t('visits.booked.nip', { nip: invoice.nip })}
        <br />
        {addressLine(invoice)}
      </>,
    ]);
  }
  if (rows.length === 0) return null;
  return (
    <section className="visit-booked" aria-labelledby="visit-booked-title">
      <h2 id="visit-booked-title">{t('visits.booked.title')}</h2>
      <dl className="visit-summary">
        {rows.map(([term, value]) => (
          <div key={term} className="visit-summary-row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
