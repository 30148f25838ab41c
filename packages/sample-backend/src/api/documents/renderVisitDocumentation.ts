import { formatDateTime } from '@wizyta/core';
import type { VisitRecord } from '../../seed/DataStore';

/** The lines of the doctor's visit documentation PDF for one patient. */
export function renderVisitDocumentation(record: VisitRecord, patientName: string, now: Date): string[] {
  const { visit } = record;
  const doctor = visit.doctor ? `${visit.doctor.firstName} ${visit.doctor.lastName}` : 'nie przydzielono';
  return [
    `Pacjent: ${patientName}`,
    `Wizyta nr: ${visit.id}`,
    `Rodzaj wizyty: ${visit.visitType}`,
    `Specjalizacja: ${visit.specializationName}`,
    `Termin: ${formatDateTime(visit.appointmentAt)}`,
    visit.finishedAt ? `Zakończona: ${formatDateTime(visit.finishedAt)}` : 'Wizyta niezakończona',
    `Lekarz: ${doctor}`,
    `Status: ${visit.processStatus}`,
    visit.nfzVisit ? 'Wizyta w ramach NFZ' : 'Wizyta komercyjna',
    '',
    'Zalecenia: dokument przykładowy wygenerowany przez serwer deweloperski Wizyta.',
    `Wygenerowano: ${formatDateTime(now)}`,
  ];
}
