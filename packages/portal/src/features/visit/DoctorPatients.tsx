import type { AppointmentPatients } from '@wizyta/core';
import { useState } from 'react';
import { openBlob } from '../../components/saveBlob';
import { useApp } from '../../shared/useApp';
import { useToast } from '../../shared/useToast';

/** Props of {@link DoctorPatients}. */
export interface DoctorPatientsProps {
  readonly visitId: string;
  readonly patients: AppointmentPatients;
  /** Called after documentation was generated: it also appears among the visit's documents. */
  readonly onGenerated: () => void;
}

/**
 * The doctor's part of a visit: its patients, each with 'Generuj dokumentację' and, once
 * generated, 'Otwórz dokumentację (PDF)' (fetched with the token, opened through an object URL).
 */
export function DoctorPatients({ visitId, patients, onGenerated }: DoctorPatientsProps) {
  const { api, messages } = useApp();
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const [ready, setReady] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  const t = messages.t;

  async function generate(patientId: string, name: string) {
    setBusy(patientId);
    setAnnouncement(t('visits.detail.generatingDocumentation'));
    try {
      await api.generateDoctorDocumentation({ params: { visitId, patientId } });
      setReady((previous) => new Set([...previous, patientId]));
      setAnnouncement(t('visits.detail.documentationReady', { name }));
      onGenerated();
    } catch (error) {
      setAnnouncement('');
      toast.error(error);
    } finally {
      setBusy(null);
    }
  }

  async function open(patientId: string) {
    try {
      const file = await api.getDoctorDocumentation({ params: { visitId, patientId } });
      await openBlob(file, `dokumentacja-${visitId}-${patientId}.pdf`);
    } catch (error) {
      toast.error(error);
    }
  }

  return (
    <section className="visit-patients" aria-labelledby="visit-patients-title">
      <h2 id="visit-patients-title">{t('visits.detail.patients')}</h2>
      <ul>
        {Object.entries(patients).map(([patientId, name]) => (
          <li key={patientId} className="visit-patient">
            <span className="visit-patient-name">{name}</span>
            <button
              type="button"
              className="action-button"
              disabled={busy !== null}
              onClick={() => generate(patientId, name)}
            >
              {t('visits.detail.generateDocumentation')}
              <span className="visually-hidden">{`, ${name}`}</span>
            </button>
            {ready.has(patientId) && (
              <button
                type="button"
                className="action-button action-button-primary"
                onClick={() => open(patientId)}
              >
                {t('visits.detail.openDocumentation')}
                <span className="visually-hidden">{`, ${name}`}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      <p role="status" className="visit-announcement">
        {announcement}
      </p>
    </section>
  );
}
