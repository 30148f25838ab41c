import { randomUUID } from 'node:crypto';
import {
  brandOf as brandDetails,
  DEFAULT_PAGE_SIZE,
  type Document,
  UPLOAD_FORM_FIELD,
  UPLOAD_MAX_BYTES,
  type UploaderRole,
  validateUpload,
} from '@wizyta/core';
import type { AuthUser } from '../../auth/AuthUser';
import { brandOf } from '../../config/deployments';
import { ApiError } from '../../http/ApiError';
import { notifyPatient } from '../../notifications/notifyPatient';
import type { DocumentRecord, VisitRecord } from '../../seed/DataStore';
import type { ApiDeps } from '../ApiDeps';
import { fileResponse } from '../documents/fileResponse';
import { renderInvoice } from '../documents/renderInvoice';
import { renderVisitDocumentation } from '../documents/renderVisitDocumentation';
import { samplePdf } from '../documents/samplePdf';
import { byPolishText, type Comparator, parseSort, sortAndPage } from '../sortAndPage';
import { doctorIdOf, isDoctor, visitFor } from '../visitAccess';
import { hasInvoice } from '../visits/visitView';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

const COMPARATORS: Record<'fileName' | 'uploadedAt' | 'uploadedBy', Comparator<Document>> = {
  fileName: (a, b) => byPolishText(a.originalFileName, b.originalFileName),
  uploadedAt: (a, b) => Date.parse(a.uploadedAt) - Date.parse(b.uploadedAt),
  uploadedBy: (a, b) => byPolishText(a.uploadedBy, b.uploadedBy),
};

const tooLarge = () => new ApiError(413, 4133, 'Plik jest większy niż 10 MB.');

/** Documents one visit may hold: the store is bounded per visit, not only per file. */
export const MAX_DOCUMENTS_PER_VISIT = 20;
/** Bytes of all documents the dev server keeps (bounded store); past it uploads are refused. */
export const MAX_DOCUMENT_BYTES = 256 * 1024 * 1024;

/**
 * The visit's patient `patientId`, looked up as an own key only: `constructor` or `__proto__` in
 * the path is no patient of any visit.
 */
function patientOf(record: VisitRecord, patientId: string, code: number): string {
  const name = Object.hasOwn(record.patients, patientId) ? record.patients[patientId] : undefined;
  if (typeof name !== 'string') throw new ApiError(404, code, 'Ten pacjent nie należy do wizyty.');
  return name;
}

/**
 * Documents of a visit: the page (sort fileName|uploadedAt|uploadedBy, newest first by
 * default), upload (multipart `file`, checked with core's validateUpload: 10 MB → 413/4133, wrong
 * type or content → 400/4003), download, and the doctor's generated documentation PDF.
 */
export function registerDocumentRoutes({ ctx, store, route }: ApiDeps): void {
  const uploaderOf = (user: AuthUser, record: VisitRecord): { name: string; role: UploaderRole } => {
    if (isDoctor(user) && record.visit.doctor) {
      return { name: `${record.visit.doctor.firstName} ${record.visit.doctor.lastName}`, role: 'DOCTOR' };
    }
    const account = ctx.accounts.bySub(user.sub);
    return { name: account ? `${account.firstName} ${account.lastName}` : user.username, role: 'PATIENT' };
  };

  const save = (
    record: VisitRecord,
    patientId: string,
    file: { name: string; type: string; bytes: Uint8Array },
    by: { name: string; role: UploaderRole },
  ) => {
    const id = randomUUID();
    const document: Document = {
      id,
      uploadedAt: ctx.clock.now().toISOString(),
      url: `/patient-portal/api/documentation/download/${id}`,
      uploadedBy: by.name,
      uploaderRole: by.role,
      originalFileName: file.name,
      contentType: file.type,
      patientName: Object.hasOwn(record.patients, patientId) ? (record.patients[patientId] ?? null) : null,
    };
    const stored: DocumentRecord = { document, visitId: record.visit.id, patientId, bytes: file.bytes };
    store.documents.set(id, stored);
    if (by.role === 'DOCTOR') notifyPatient(store, record, 'NEW_DOCUMENT', ctx.clock.now());
    return document;
  };

  route('getDocuments', ({ user, params, query }) => {
    const record = visitFor(store, user, params.appointmentId ?? '', 4679);
    const documents = [...store.documents.values()]
      .filter((d) => d.visitId === record.visit.id)
      .map((d) => d.document);
    const { field, descending } = parseSort(query.sort, 'uploadedAt,DESC');
    return sortAndPage(
      documents,
      COMPARATORS[field],
      descending,
      query.page ?? 0,
      query.pageSize ?? DEFAULT_PAGE_SIZE,
    );
  });

  route('uploadDocument', async ({ c, user, params }) => {
    const record = visitFor(store, user, params.appointmentId ?? '', 4003);
    const patientId = params.patientId ?? '';
    patientOf(record, patientId, 4003);
    const ofVisit = [...store.documents.values()].filter((d) => d.visitId === record.visit.id).length;
    if (ofVisit >= MAX_DOCUMENTS_PER_VISIT) {
      throw new ApiError(409, 4003, `Do wizyty można dodać najwyżej ${MAX_DOCUMENTS_PER_VISIT} dokumentów.`);
    }
    // QUIRKS=1: uploads alternate 413 and 200 (spec §8), starting with a refusal.
    if (ctx.quirks && store.quirkCounters.uploads++ % 2 === 0) throw tooLarge();
    // Refuse by the declared length before reading a huge body into memory.
    if (Number(c.req.header('content-length') ?? 0) > UPLOAD_MAX_BYTES + 64 * 1024) throw tooLarge();
    const form = await c.req.formData().catch(() => undefined);
    const file = form?.get(UPLOAD_FORM_FIELD);
    if (!(file instanceof File)) throw new ApiError(400, 4003, `Brak pliku w polu „${UPLOAD_FORM_FIELD}”.`);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const verdict = validateUpload({ name: file.name, size: bytes.byteLength, bytes: bytes.subarray(0, 16) });
    if (!verdict.ok) {
      if (verdict.code === 4133) throw tooLarge();
      throw new ApiError(
        400,
        4003,
        `Nie można dodać pliku (${verdict.message}): dozwolone są PDF, JPG, JPEG i PNG.`,
      );
    }
    const held = [...store.documents.values()].reduce((total, d) => total + d.bytes.byteLength, 0);
    if (held + bytes.byteLength > MAX_DOCUMENT_BYTES) {
      throw new ApiError(507, 4003, 'Serwer nie przyjmuje teraz nowych dokumentów.');
    }
    const extension = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
    const type = CONTENT_TYPES[extension] ?? 'application/octet-stream';
    return save(record, patientId, { name: file.name, type, bytes }, uploaderOf(user, record));
  });

  route('downloadDocument', ({ user, params }) => {
    const stored = store.documents.get(params.id ?? '');
    if (!stored) throw new ApiError(404, 4679, 'Nie znaleziono dokumentu.');
    visitFor(store, user, stored.visitId, 4679);
    return fileResponse(stored.bytes, stored.document.contentType, stored.document.originalFileName);
  });

  // The sample's own invoice; a provider's backend answers its invoicing system's document here.
  route('downloadInvoice', ({ user, params }) => {
    const record = visitFor(store, user, params.id ?? '', 4678);
    if (isDoctor(user)) throw new ApiError(404, 4678, 'Nie znaleziono wizyty.');
    const buyer = record.booking?.invoice;
    if (!buyer || !hasInvoice(store, record)) {
      throw new ApiError(409, 4679, 'Faktura będzie dostępna po opłaceniu wizyty z danymi do faktury.');
    }
    const deployment = record.deployment ?? 'root';
    // The brand's seller from its config; a brand without one has no sample invoice.
    const seller = ctx.brandConfig(deployment).invoiceSeller;
    if (!seller) throw new ApiError(409, 4679, 'Marka nie ma danych sprzedawcy do faktury (invoiceSeller).');
    const brandName = brandDetails(brandOf(deployment)).name;
    const lines = renderInvoice(record, buyer, seller, brandName, ctx.clock.now());
    const bytes = samplePdf('Faktura', lines);
    return fileResponse(bytes, 'application/pdf', `faktura-${record.visit.id}.pdf`);
  });

  route('generateDoctorDocumentation', ({ user, params }) => {
    const record = visitFor(store, user, params.visitId ?? '', 4982);
    if (!isDoctor(user) || record.doctorId !== doctorIdOf(user)) {
      throw new ApiError(403, 4982, 'Dokumentację wizyty generuje lekarz prowadzący.');
    }
    const patientId = params.patientId ?? '';
    const patientName = patientOf(record, patientId, 4982);
    const bytes = samplePdf(
      'Dokumentacja medyczna wizyty',
      renderVisitDocumentation(record, patientName, ctx.clock.now()),
    );
    const file = { name: `dokumentacja-${record.visit.id}-${patientId}.pdf`, type: 'application/pdf', bytes };
    // A new generation replaces the earlier one: generating again never grows the store.
    const key = `${record.visit.id}/${patientId}`;
    const earlier = store.doctorDocumentation.get(key);
    if (earlier) store.documents.delete(earlier);
    const document = save(record, patientId, file, uploaderOf(user, record));
    store.doctorDocumentation.set(key, document.id);
    return document;
  });

  route('getDoctorDocumentation', ({ user, params }) => {
    const record = visitFor(store, user, params.visitId ?? '', 4679);
    const id = store.doctorDocumentation.get(`${record.visit.id}/${params.patientId ?? ''}`);
    const stored = id ? store.documents.get(id) : undefined;
    if (!stored) throw new ApiError(404, 4679, 'Lekarz nie wygenerował jeszcze dokumentacji tej wizyty.');
    return fileResponse(stored.bytes, stored.document.contentType, stored.document.originalFileName);
  });
}
