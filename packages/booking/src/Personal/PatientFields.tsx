import { parsePesel } from '@wizyta/core';
import { useBooking } from '../flow/BookingContext';
import { CheckboxField } from '../form/CheckboxField';
import { fieldBinder } from '../form/fieldBinder';
import { SelectField } from '../form/SelectField';
import { TextField } from '../form/TextField';
import type { NoPeselDocument, PatientDraft } from './personalDraft';

/** Props of {@link PatientFields}. */
export interface PatientFieldsProps {
  readonly index: number;
  readonly value: PatientDraft;
  readonly onChange: (value: PatientDraft) => void;
}

const DOCUMENTS: readonly NoPeselDocument[] = ['PASSPORT', 'DRIVING_LICENSE'];

/**
 * One patient: names, PESEL — or, with "no PESEL", a document type and number — and the date of
 * birth, filled from a valid PESEL (core's parsePesel) unless the patient typed another one.
 */
export function PatientFields({ index, value, onChange }: PatientFieldsProps) {
  const { messages } = useBooking();
  const path = `patients.${index}`;
  const set = (patch: Partial<PatientDraft>) => onChange({ ...value, ...patch });
  const bind = fieldBinder(undefined, value, onChange, path);
  const onPesel = (pesel: string) => {
    const previous = parsePesel(value.pesel)?.birthDate ?? '';
    const fromPesel = parsePesel(pesel)?.birthDate;
    const follow = value.birthDate === '' || value.birthDate === previous;
    set({ pesel, ...(fromPesel && follow ? { birthDate: fromPesel } : {}) });
  };
  const legend = messages.t(
    value.type === 'CHILD' ? 'booking.personal.patientChild' : 'booking.personal.patient',
    {
      number: index + 1,
    },
  );
  return (
    <fieldset className="wb-fieldset">
      <legend className="wb-fieldset__legend">{legend}</legend>
      <div className="wb-grid">
        <TextField
          {...bind('firstName', messages.t('booking.personal.firstName'))}
          autoComplete={index === 0 ? 'given-name' : 'off'}
          required
        />
        <TextField
          {...bind('lastName', messages.t('booking.personal.lastName'))}
          autoComplete={index === 0 ? 'family-name' : 'off'}
          required
        />
      </div>
      <CheckboxField
        path={`${path}.noPesel`}
        label={messages.t('booking.personal.noPesel')}
        checked={value.noPesel}
        onChange={(noPesel) => set({ noPesel })}
      />
      <div className="wb-grid">
        {value.noPesel ? (
          <>
            <SelectField
              path={`${path}.documentType`}
              label={messages.t('booking.personal.documentType')}
              placeholder={messages.t('booking.personal.chooseDocument')}
              value={value.documentType}
              onChange={(documentType) =>
                set({ documentType: DOCUMENTS.find((d) => d === documentType) ?? '' })
              }
              options={DOCUMENTS.map((d) => ({
                value: d,
                label: messages.t(
                  d === 'PASSPORT'
                    ? 'booking.personal.document.PASSPORT'
                    : 'booking.personal.document.DRIVING_LICENSE',
                ),
              }))}
              required
            />
            <TextField {...bind('documentNumber', messages.t('booking.personal.documentNumber'))} required />
          </>
        ) : (
          <TextField
            path={`${path}.pesel`}
            label={messages.t('booking.personal.pesel')}
            value={value.pesel}
            onChange={onPesel}
            inputMode="numeric"
            maxLength={11}
            autoComplete="off"
            required
          />
        )}
        <TextField
          {...bind('birthDate', messages.t('booking.personal.birthDate'))}
          type="date"
          autoComplete={index === 0 ? 'bday' : 'off'}
          required
        />
      </div>
    </fieldset>
  );
}
