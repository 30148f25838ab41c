import type { ProcessStatus } from '../../schemas/processStatus';
import { type TranslatedText, toMessageModule } from '../toMessageModule';

// Spec §4: these three are one state for the patient ("in analysis"), so they share one text.
const IN_ANALYSIS: TranslatedText = { pl: 'W analizie', en: 'In analysis', uk: 'На розгляді' };

const LABELS: Readonly<Record<ProcessStatus, TranslatedText>> = {
  SEARCH_FOR_DOCTOR: { pl: 'Szukamy lekarza', en: 'Looking for a doctor', uk: 'Шукаємо лікаря' },
  DOCTOR_NOT_FOUND: { pl: 'Nie znaleziono lekarza', en: 'No doctor found', uk: 'Лікаря не знайдено' },
  WAITING_FOR_PAYMENT: { pl: 'Oczekuje na płatność', en: 'Awaiting payment', uk: 'Очікує на оплату' },
  PROCESSING_PAYMENT: { pl: 'Płatność w toku', en: 'Payment in progress', uk: 'Оплата обробляється' },
  COLLECTING_FORM_DATA: { pl: 'Uzupełnianie danych', en: 'Completing details', uk: 'Заповнення даних' },
  PENDING: { pl: 'Oczekuje na potwierdzenie', en: 'Awaiting confirmation', uk: 'Очікує на підтвердження' },
  PAID: { pl: 'Opłacona', en: 'Paid', uk: 'Оплачено' },
  CANCELLED_BY_PATIENT: {
    pl: 'Odwołana przez pacjenta',
    en: 'Cancelled by the patient',
    uk: 'Скасовано пацієнтом',
  },
  CANCELLED_BY_DOCTOR: {
    pl: 'Odwołana przez lekarza',
    en: 'Cancelled by the doctor',
    uk: 'Скасовано лікарем',
  },
  FINISHED: { pl: 'Zakończona', en: 'Finished', uk: 'Завершено' },
  FINISHED_NO_CONTACT: {
    pl: 'Zakończona — brak kontaktu',
    en: 'Finished — no contact',
    uk: 'Завершено — немає зв’язку',
  },
  TO_CALL_BACK: { pl: 'Do oddzwonienia', en: 'To be called back', uk: 'Потрібно передзвонити' },
  NEW: {
    pl: 'Nowa — ankieta niewypełniona',
    en: 'New — survey not filled in',
    uk: 'Нова — анкету не заповнено',
  },
  SURVEY_REJECTED: { pl: 'Ankieta odrzucona', en: 'Survey rejected', uk: 'Анкету відхилено' },
  SURVEY_EXPIRED: { pl: 'Ankieta wygasła', en: 'Survey expired', uk: 'Термін анкети минув' },
  WAITING_FOR_DOCTOR: IN_ANALYSIS,
  WAITING_FOR_DOCTOR_APPROVE: IN_ANALYSIS,
  IN_PROGRESS: IN_ANALYSIS,
  // Spec §4 does not say who "MW" is; the patient only needs to know medical staff declined it.
  MW_REJECTED: {
    pl: 'Odrzucona przez personel medyczny',
    en: 'Rejected by medical staff',
    uk: 'Відхилено медичним персоналом',
  },
  FINISHED_PRESCRIPTION_VISIT: {
    pl: 'Wizyta receptowa zakończona',
    en: 'Prescription visit finished',
    uk: 'Рецептурний візит завершено',
  },
  REJECTED_PRESCRIPTION_VISIT: {
    pl: 'Wizyta receptowa odrzucona',
    en: 'Prescription visit rejected',
    uk: 'Рецептурний візит відхилено',
  },
};

/** Visit process status labels (spec §4), ids `status.<PROCESS_STATUS>`. */
export const statusMessages = toMessageModule('status', LABELS);
