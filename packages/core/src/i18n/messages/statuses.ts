import type { LocalizedText } from '../../errors/errorCodes';
import type { ProcessStatus } from '../../schemas/processStatus';
import { toMessageModule } from '../toMessageModule';

// Spec §4: these three are one state for the patient ("in analysis"), so they share one text.
const IN_ANALYSIS: LocalizedText = { pl: 'W analizie', en: 'In analysis' };

const LABELS: Readonly<Record<ProcessStatus, LocalizedText>> = {
  SEARCH_FOR_DOCTOR: { pl: 'Szukamy lekarza', en: 'Looking for a doctor' },
  DOCTOR_NOT_FOUND: { pl: 'Nie znaleziono lekarza', en: 'No doctor found' },
  WAITING_FOR_PAYMENT: { pl: 'Oczekuje na płatność', en: 'Awaiting payment' },
  PROCESSING_PAYMENT: { pl: 'Płatność w toku', en: 'Payment in progress' },
  COLLECTING_FORM_DATA: { pl: 'Uzupełnianie danych', en: 'Completing details' },
  PENDING: { pl: 'Oczekuje na potwierdzenie', en: 'Awaiting confirmation' },
  PAID: { pl: 'Opłacona', en: 'Paid' },
  CANCELLED_BY_PATIENT: { pl: 'Odwołana przez pacjenta', en: 'Cancelled by the patient' },
  CANCELLED_BY_DOCTOR: { pl: 'Odwołana przez lekarza', en: 'Cancelled by the doctor' },
  FINISHED: { pl: 'Zakończona', en: 'Finished' },
  FINISHED_NO_CONTACT: { pl: 'Zakończona — brak kontaktu', en: 'Finished — no contact' },
  TO_CALL_BACK: { pl: 'Do oddzwonienia', en: 'To be called back' },
  NEW: { pl: 'Nowa — ankieta niewypełniona', en: 'New — survey not filled in' },
  SURVEY_REJECTED: { pl: 'Ankieta odrzucona', en: 'Survey rejected' },
  SURVEY_EXPIRED: { pl: 'Ankieta wygasła', en: 'Survey expired' },
  WAITING_FOR_DOCTOR: IN_ANALYSIS,
  WAITING_FOR_DOCTOR_APPROVE: IN_ANALYSIS,
  IN_PROGRESS: IN_ANALYSIS,
  // Spec §4 does not say who "MW" is; the patient only needs to know medical staff declined it.
  MW_REJECTED: { pl: 'Odrzucona przez personel medyczny', en: 'Rejected by medical staff' },
  FINISHED_PRESCRIPTION_VISIT: { pl: 'Wizyta receptowa zakończona', en: 'Prescription visit finished' },
  REJECTED_PRESCRIPTION_VISIT: { pl: 'Wizyta receptowa odrzucona', en: 'Prescription visit rejected' },
};

/** Visit process status labels (spec §4), ids `status.<PROCESS_STATUS>`. */
export const statusMessages = toMessageModule('status', LABELS);
