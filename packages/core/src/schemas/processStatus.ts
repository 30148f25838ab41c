import * as z from 'zod/mini';

/** Every visit process status of spec §4. Allowed transitions are not shown by the spec. */
export const PROCESS_STATUSES = [
  'SEARCH_FOR_DOCTOR',
  'DOCTOR_NOT_FOUND',
  'WAITING_FOR_PAYMENT',
  'PROCESSING_PAYMENT',
  'COLLECTING_FORM_DATA',
  'PENDING',
  'PAID',
  'CANCELLED_BY_PATIENT',
  'CANCELLED_BY_DOCTOR',
  'FINISHED',
  'FINISHED_NO_CONTACT',
  'TO_CALL_BACK',
  'NEW',
  'SURVEY_REJECTED',
  'SURVEY_EXPIRED',
  'WAITING_FOR_DOCTOR',
  'WAITING_FOR_DOCTOR_APPROVE',
  'IN_PROGRESS',
  'MW_REJECTED',
  'FINISHED_PRESCRIPTION_VISIT',
  'REJECTED_PRESCRIPTION_VISIT',
] as const;
export const ProcessStatusSchema = z.enum(PROCESS_STATUSES);
export type ProcessStatus = z.infer<typeof ProcessStatusSchema>;
