import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { DocumentTypeItemSchema, IdentityDocumentSchema } from './documentType';

describe('document types', () => {
  it('parse a dictionary item and an identity document', () => {
    expect(z.safeParse(DocumentTypeItemSchema, { code: 'PASSPORT', name: 'Paszport' }).success).toBe(true);
    expect(z.safeParse(IdentityDocumentSchema, { type: 'DRIVING_LICENSE', number: 'ABC123' }).success).toBe(
      true,
    );
  });
  it('refuse an unknown type or an empty number', () => {
    expect(z.safeParse(DocumentTypeItemSchema, { code: 'ID_CARD', name: 'Dowód' }).success).toBe(false);
    expect(z.safeParse(IdentityDocumentSchema, { type: 'PASSPORT', number: '' }).success).toBe(false);
  });
});
