import * as z from 'zod/mini';
import { requiredText, TEXT_LIMITS } from './textLimits';

/** Identity document types; the booking dictionary offers the first two, the profile also PESEL. */
export const DOCUMENT_TYPES = ['PASSPORT', 'DRIVING_LICENSE', 'PESEL'] as const;
export const DocumentTypeSchema = z.enum(DOCUMENT_TYPES);
export type DocumentType = z.infer<typeof DocumentTypeSchema>;

/** An entry of the document-type dictionary: the code and its display name. */
export const DocumentTypeItemSchema = z.object({
  code: DocumentTypeSchema,
  name: z.string().check(z.minLength(1)),
});
export type DocumentTypeItem = z.infer<typeof DocumentTypeItemSchema>;

/** An identity document: its type and number. */
export const IdentityDocumentSchema = z.object({
  type: DocumentTypeSchema,
  number: requiredText(TEXT_LIMITS.documentNumber),
});
export type IdentityDocument = z.infer<typeof IdentityDocumentSchema>;
