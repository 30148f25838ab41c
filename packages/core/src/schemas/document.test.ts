import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { DocumentSchema } from './document';

const doc = {
  id: 'doc-1',
  uploadedAt: '2025-03-10T11:00:00Z',
  url: 'patient-portal/api/documentation/download/doc-1',
  uploadedBy: 'Anna Nowak',
  uploaderRole: 'DOCTOR',
  originalFileName: 'zalecenia.pdf',
  contentType: 'application/pdf',
  patientName: 'Jan Kowalski',
};

describe('DocumentSchema', () => {
  it('parses a document', () => {
    expect(z.parse(DocumentSchema, doc)).toEqual(doc);
  });
  it('refuses an unknown uploader role or a missing file name', () => {
    expect(z.safeParse(DocumentSchema, { ...doc, uploaderRole: 'NURSE' }).success).toBe(false);
    expect(z.safeParse(DocumentSchema, { ...doc, originalFileName: '' }).success).toBe(false);
  });
});
