import { AppointmentPatientsSchema } from '../schemas/appointment';
import { ChatMessageSchema, SendMessageRequestSchema } from '../schemas/chatMessage';
import { ConversationSchema } from '../schemas/conversation';
import { DocumentSchema } from '../schemas/document';
import { AppointmentsQuerySchema, DocumentsQuerySchema } from '../schemas/listQueries';
import { pageSchema } from '../schemas/page';
import { VisitSchema } from '../schemas/visit';
import { RescheduleAppointmentRequestSchema } from '../schemas/visitBooking';
import { VisitSurveySchema } from '../schemas/visitSurvey';
import type { ApiOperation } from './contractOperation';

const BASE = '/patient-portal/api';

/** Visit calls: the visits list and details, the post-visit chat, documents. */
export const VISIT_OPERATIONS = {
  getAppointments: {
    method: 'GET',
    path: `${BASE}/appointments`,
    auth: true,
    query: AppointmentsQuerySchema,
    response: pageSchema(VisitSchema),
    defaultErrorCode: 4398,
  },
  getAppointment: {
    method: 'GET',
    path: `${BASE}/appointments/:id`,
    auth: true,
    response: VisitSchema,
    defaultErrorCode: 4678,
  },
  /**
   * Decided (an addition): no body; answers the cancelled visit (CANCELLED_BY_PATIENT, with its
   * refund when it had been paid). The slot is free again at once.
   */
  cancelAppointment: {
    method: 'POST',
    path: `${BASE}/appointments/:id/cancel`,
    auth: true,
    response: VisitSchema,
    defaultErrorCode: 4701,
    addition:
      'Spec §4 has CANCELLED_BY_PATIENT but §7 no call that makes it: a patient who cannot come must be able to say so and free the slot.',
    errorCodes: [
      { code: 4678, status: 404, when: 'no such visit of the caller' },
      {
        code: 4703,
        status: 409,
        when: 'the visit cannot be cancelled in its status (see the visit field cancellableUntil)',
      },
      { code: 4704, status: 409, when: 'the cut-off before the start has passed' },
    ],
  },
  /**
   * Decided (an addition): moves the visit to the held slot of `slotReservationId` (held by
   * `slot/reserve-first-available` or `slot/reserve` for the same visit kind and specialization);
   * answers the moved visit. The payment stays with the visit; the old slot is free again.
   */
  rescheduleAppointment: {
    method: 'POST',
    path: `${BASE}/appointments/:id/reschedule`,
    auth: true,
    body: RescheduleAppointmentRequestSchema,
    response: VisitSchema,
    defaultErrorCode: 4702,
    addition:
      'Every peer lets a patient move a booked visit; without it a patient must cancel and book again, losing the payment and the slot in between.',
    errorCodes: [
      { code: 4678, status: 404, when: 'no such visit of the caller' },
      {
        code: 4703,
        status: 409,
        when: 'the visit cannot be moved in its status (see the visit field reschedulableUntil)',
      },
      { code: 4704, status: 409, when: 'the cut-off before the start has passed' },
      { code: 4705, status: 409, when: 'the held slot is of another visit kind or specialization' },
      { code: 4889, status: 409, when: 'the hold has expired or was already used' },
    ],
  },
  /**
   * Decided (an addition): the invoice of a visit paid with invoice data, as a PDF, to the
   * patient who booked it. The provider's backend answers its own invoicing system's document.
   */
  downloadInvoice: {
    method: 'GET',
    path: `${BASE}/appointments/:id/invoice`,
    auth: true,
    response: 'binary',
    defaultErrorCode: 4679,
    addition:
      'A patient who gave invoice data while booking must be able to download the invoice once the visit is paid.',
    errorCodes: [
      { code: 4678, status: 404, when: 'no such visit of the caller (a doctor never gets the invoice)' },
      {
        code: 4679,
        status: 409,
        when: 'no invoice: the visit is not paid yet, was booked without invoice data, or was refunded',
      },
    ],
  },
  /**
   * Decided (an addition): the pre-visit survey of a visit in NEW, one answer per patient of the
   * visit; answers the visit with its survey, moved on to the status it waits in next.
   */
  submitVisitSurvey: {
    method: 'POST',
    path: `${BASE}/appointments/:id/survey`,
    auth: true,
    body: VisitSurveySchema,
    response: VisitSchema,
    defaultErrorCode: 4706,
    addition:
      'Spec §3 has NEW ("survey not filled"), SURVEY_REJECTED and SURVEY_EXPIRED but §7 no call to fill the survey in.',
    errorCodes: [
      { code: 4678, status: 404, when: 'no such visit of the caller' },
      { code: 4706, status: 409, when: 'the visit does not wait for a survey (its status is not NEW)' },
      {
        code: 4706,
        status: 400,
        when: 'an answer names a patient who is not of the visit, or one is missing',
      },
    ],
  },
  getAppointmentPatients: {
    method: 'GET',
    path: `${BASE}/appointments/:id/patients`,
    auth: true,
    response: AppointmentPatientsSchema,
    // Spec §8 has two visit-details codes: 4678 the visit, 4955 its patients.
    defaultErrorCode: 4955,
  },
  getConversation: {
    method: 'GET',
    path: `${BASE}/conversation/:id`,
    auth: true,
    response: ConversationSchema,
    defaultErrorCode: 4956,
  },
  /** Decided: answers the stored message (with its delivery time). */
  sendMessage: {
    method: 'POST',
    path: `${BASE}/conversation/message/:id`,
    auth: true,
    body: SendMessageRequestSchema,
    response: ChatMessageSchema,
    defaultErrorCode: 4887,
  },
  getDocuments: {
    method: 'GET',
    path: `${BASE}/documentation/:appointmentId`,
    auth: true,
    query: DocumentsQuerySchema,
    response: pageSchema(DocumentSchema),
    defaultErrorCode: 4679,
  },
  /**
   * `documentation/{appointmentId}/{id}`: decided that `id` is the patient the file is about (a
   * visit can have several). Multipart, field `file`; answers the stored document.
   */
  uploadDocument: {
    method: 'POST',
    path: `${BASE}/documentation/:appointmentId/:patientId`,
    auth: true,
    body: 'multipart',
    response: DocumentSchema,
    defaultErrorCode: 4003,
    statusErrorCodes: { 413: 4133 },
  },
  downloadDocument: {
    method: 'GET',
    path: `${BASE}/documentation/download/:id`,
    auth: true,
    response: 'binary',
    defaultErrorCode: 4679,
  },
  /** Decided: no body; answers the generated document, which then appears among the documents. */
  generateDoctorDocumentation: {
    method: 'POST',
    path: `${BASE}/doctor-documentation/:visitId/:patientId/generate`,
    auth: true,
    response: DocumentSchema,
    defaultErrorCode: 4982,
  },
  getDoctorDocumentation: {
    method: 'GET',
    path: `${BASE}/doctor-documentation/:visitId/:patientId`,
    auth: true,
    response: 'binary',
    defaultErrorCode: 4679,
  },
} as const satisfies Record<string, ApiOperation>;
