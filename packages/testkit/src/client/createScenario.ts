import type { ApiResponse } from '@wizyta/core/api';
import type { ApiClient } from '@wizyta/core/client';

/** A tiny valid PDF: enough for `validateUpload` (magic bytes) and the backend. */
export const SAMPLE_PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A PDF file named `wynik.pdf`, as a browser `File` would be. */
export function samplePdf(name = 'wynik.pdf'): Blob & { name: string } {
  return Object.assign(new Blob([SAMPLE_PDF_BYTES], { type: 'application/pdf' }), { name });
}

type Visit = ApiResponse<'getAppointment'>;

/** Data the operation cases share, found through the client against the seeded backend. */
export interface Scenario {
  /** The seeded visits of `pacjent`, first page. */
  visits(): Promise<Visit[]>;
  /** A visit of `pacjent` with documents and patients. */
  visit(): Promise<Visit>;
  /** A patient id of that visit. */
  patientId(): Promise<string>;
  /** A document id of that visit. */
  documentId(): Promise<string>;
  /** A fresh hold of the first free CALL slot in the coming week (not before `from`, if given). */
  reserve(from?: Date): Promise<ApiResponse<'reserveFirstAvailable'>>;
  /** A booked visit (new each call; not before `from`, if given). */
  book(from?: Date): Promise<ApiResponse<'createAppointment'>>;
}

const WEEK_MS = 7 * 24 * 3600 * 1000;

/** The order body of spec §3 for a CALL visit of one adult, paid online. */
export function orderBody(slotReservationId: string) {
  return {
    slotReservationId,
    paymentType: 'ONLINE' as const,
    forNfz: false,
    email: 'anna.kowalska@example.com',
    phoneNumber: { prefix: '+48', number: '500100200' },
    address: { city: 'Warszawa', postCode: '00-001', streetName: 'Marszałkowska', streetNumber: '1' },
    patients: [
      {
        type: 'ADULT' as const,
        firstName: 'Anna',
        lastName: 'Kowalska',
        birthDate: '1990-01-01',
        gender: 'FEMALE' as const,
      },
    ],
  };
}

/** Builds the shared data lazily, each piece once. */
export function createScenario(client: ApiClient): Scenario {
  const once = <T>(make: () => Promise<T>): (() => Promise<T>) => {
    let value: Promise<T> | undefined;
    return () => {
      value ??= make();
      return value;
    };
  };
  const visits = once(
    async () => (await client.getAppointments({ query: { page: 0, pageSize: 10 } })).content,
  );
  const visit = once(async () => {
    const all = await visits();
    for (const candidate of all) {
      const docs = await client.getDocuments({ params: { appointmentId: candidate.id } });
      if (docs.content.length > 0) return candidate;
    }
    throw new Error('scenario: no seeded visit with documents');
  });
  const patientId = once(async () => {
    const patients = await client.getAppointmentPatients({ params: { id: (await visit()).id } });
    const first = Object.keys(patients)[0];
    if (first === undefined) throw new Error('scenario: the visit has no patients');
    return first;
  });
  const documentId = once(async () => {
    const docs = await client.getDocuments({ params: { appointmentId: (await visit()).id } });
    return docs.content[0]!.id;
  });
  const reserve = async (from?: Date) => {
    const [first] = await client.getSpecializations({ query: { type: 'CALL' } });
    if (first === undefined) throw new Error('scenario: no CALL specializations');
    return client.reserveFirstAvailable({
      body: {
        specializationId: first.id,
        dateTimeTo: new Date(Date.now() + WEEK_MS).toISOString(),
        ...(from ? { dateTimeFrom: from.toISOString() } : {}),
        appointmentType: 'CALL',
        adultsCount: 1,
        childrenCount: 0,
      },
    });
  };
  const book = async (from?: Date) => client.createAppointment({ body: orderBody((await reserve(from)).id) });
  return { visits, visit, patientId, documentId, reserve, book };
}
