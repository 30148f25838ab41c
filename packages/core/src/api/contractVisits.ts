import { AppointmentPatientsSchema } from '../schemas/appointment';
import { ChatMessageSchema, SendMessageRequestSchema } from '../schemas/chatMessage';
import { ConversationSchema } from '../schemas/conversation';
import { DocumentSchema } from '../schemas/document';
import { AppointmentsQuerySchema, DocumentsQuerySchema } from '../schemas/listQueries';
import { pageSchema } from '../schemas/page';
import { VisitSchema } from '../schemas/visit';
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
  getAppointmentPatients: {
    method: 'GET',
    path: `${BASE}/appointments/:id/patients`,
    auth: true,
    response: AppointmentPatientsSchema,
    defaultErrorCode: 4678,
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
