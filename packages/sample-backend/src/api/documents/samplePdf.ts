import { createPdfDocument } from '@wizyta/core/pdf';

/** A sample document's PDF (invoice, visit documentation, seeded files), by core's one PDF writer. */
export function samplePdf(title: string, lines: readonly string[]): Uint8Array {
  return createPdfDocument(title, lines, 'Wizyta sample backend');
}
