import type { CallChecker } from './createCallChecker';

/** How many visits (a page) are searched for a document to download. */
const DOCUMENT_SEARCH = 10;

interface VisitLike {
  readonly id: string;
  readonly conversationExpiresAt?: string | null;
}
interface PageLike<T> {
  readonly content: readonly T[];
}
/** The parts of the profile a test booking copies. */
export interface ProfileLike {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string | null;
  readonly phoneNumberPrefix: string | null;
  readonly phoneNumber: string | null;
  readonly address: { city: string; postCode: string; streetName: string; streetNumber: string } | null;
}
interface PatientsLike {
  readonly [patientId: string]: unknown;
}

/**
 * The signed-in patient's reads, each fed by the one before: the profile and dictionaries, the
 * visits list, then one visit's details, patients, chat, documents (downloading one) and
 * doctor documentation. A test account with no visits checks the list only. Resolves to the
 * profile when it conformed (a test booking copies its contact data).
 */
export async function checkPatientCalls(check: CallChecker, token: string): Promise<ProfileLike | undefined> {
  const profile = (await check.call('getPatientProfile', { token })) as ProfileLike | undefined;
  await check.call('getConsents', { token });
  await check.call('getNotifications', { token });
  await check.call('getDocumentTypes', { token });
  await check.call('getGenders', { token });
  await check.call('getLanguages', { token });
  const page = (await check.call('getAppointments', { token, query: { page: 0 } })) as
    | PageLike<VisitLike>
    | undefined;
  await check.call('getAppointment', { token, params: { id: 'contract-check-no-such-visit' }, expect: 404 });
  const visit = page?.content[0];
  if (!visit) return profile;
  const params = { id: visit.id };
  await check.call('getAppointment', { token, params });
  const patients = (await check.call('getAppointmentPatients', { token, params })) as
    | PatientsLike
    | undefined;
  const withChat = page.content.find((item) => item.conversationExpiresAt) ?? visit;
  await check.call('getConversation', { token, params: { id: withChat.id }, expect: 'either' });
  // The first visit with a document gives the download something to fetch.
  for (const { id } of page.content.slice(0, DOCUMENT_SEARCH)) {
    const documents = (await check.call('getDocuments', { token, params: { appointmentId: id } })) as
      | PageLike<{ id: string }>
      | undefined;
    const document = documents?.content[0];
    if (!document) continue;
    await check.call('downloadDocument', { token, params: { id: document.id } });
    break;
  }
  const patientId = Object.keys(patients ?? {})[0];
  if (patientId) {
    await check.call('getDoctorDocumentation', {
      token,
      params: { visitId: visit.id, patientId },
      expect: 'either',
    });
  }
  return profile;
}
