import {
  addressLine,
  type Clinic,
  clinicHoursLine,
  clinicMapUrl,
  type ErrorKey,
  type Messages,
  toAppError,
} from '@wizyta/core';
import { useEffect, useState } from 'react';
import { useBooking } from '../flow/BookingContext';
import { RadioGroup } from '../form/RadioGroup';

/** Props of {@link ClinicChoice}. */
export interface ClinicChoiceProps {
  /** The town whose clinics are offered. */
  readonly townId: number;
  /** The chosen clinic's id, '' before one is chosen. */
  readonly value: string;
  /** A clinic was chosen (or the town's list no longer has the one chosen: undefined). */
  readonly onChange: (clinic: Clinic | undefined) => void;
}

type Loaded = { readonly townId: number } & (
  | { readonly clinics: readonly Clinic[] }
  | { readonly error: ErrorKey | number }
);

/** What a patient needs to find the clinic: address, hours, phone and the map link. */
function ClinicPlace({ clinic, messages }: { clinic: Clinic; messages: Messages }) {
  const phone = `${clinic.phoneNumber.prefix} ${clinic.phoneNumber.number}`;
  return (
    <span className="wb-clinic">
      <span className="wb-clinic__line">{addressLine(clinic.address)}</span>
      {clinic.openingHours.map((hours) => (
        <span className="wb-clinic__line" key={`${hours.fromDay}-${hours.toDay}`}>
          {clinicHoursLine(messages.intlLocale, hours)}
        </span>
      ))}
      <a className="wb-link" href={`tel:${clinic.phoneNumber.prefix}${clinic.phoneNumber.number}`}>
        {phone}
      </a>{' '}
      <a className="wb-link" href={clinicMapUrl(clinic)} target="_blank" rel="noopener noreferrer">
        {messages.t('booking.clinic.directions')}
      </a>
    </span>
  );
}

/**
 * The clinics of the chosen town for a stationary visit (`clinics` of the brand's API), as a
 * radio group: each with its address, hours, phone and map link. A town without one says so
 * before the search; a list that fails to load shows its code. Its own chunk: only the
 * stationary search loads it.
 */
export function ClinicChoice({ townId, value, onChange }: ClinicChoiceProps) {
  const { api, messages } = useBooking();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let current = true;
    api.getClinics({ query: { townId } }).then(
      (clinics) => {
        if (current) setLoaded({ townId, clinics });
      },
      (error: unknown) => {
        if (current) setLoaded({ townId, error: toAppError(error, 4708).code });
      },
    );
    return () => {
      current = false;
    };
  }, [api, townId]);
  const clinics = loaded?.townId === townId && 'clinics' in loaded ? loaded.clinics : null;
  // A clinic of another town (the city changed) is no choice any more.
  useEffect(() => {
    if (clinics && value !== '' && !clinics.some((c) => c.id === value)) onChange(undefined);
  }, [clinics, value, onChange]);

  if (loaded?.townId === townId && 'error' in loaded) {
    return (
      <p className="wb-text" role="alert">
        {messages.formatError(loaded.error)}
      </p>
    );
  }
  if (!clinics) {
    return (
      <p className="wb-status" role="status">
        {messages.t('booking.clinic.loading')}
      </p>
    );
  }
  if (clinics.length === 0) {
    return (
      <p className="wb-text" role="alert">
        {messages.t('booking.clinic.none')}
      </p>
    );
  }
  return (
    <RadioGroup
      path="clinicId"
      legend={messages.t('booking.clinic.legend')}
      value={value}
      onChange={(id) => onChange(clinics.find((c) => c.id === id))}
      options={clinics.map((clinic) => ({
        value: clinic.id,
        label: clinic.name,
        detail: <ClinicPlace clinic={clinic} messages={messages} />,
      }))}
    />
  );
}
