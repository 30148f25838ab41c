import { describe, expect, it } from 'vitest';
import { createPdfDocument, pdfString } from './createPdfDocument';

describe('createPdfDocument', () => {
  it('writes a PDF whose xref offsets point at its objects', () => {
    const bytes = createPdfDocument(
      'Dokumentacja wizyty',
      ['Pacjent: Anna Kowalska', 'Lekarz: (dr) Łukasz'],
      'Wizyta test',
    );
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain('(Pacjent: Anna Kowalska) Tj');
    expect(text).toContain('/Producer (Wizyta test)');
    const startxref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets.map((offset) => text.slice(offset, offset + 7))).toEqual(
      offsets.map((_, i) => `${i + 1} 0 obj`),
    );
  });

  it('writes Polish letters as their Helvetica glyphs and escapes parentheses', () => {
    expect(pdfString('Lekarz: (dr) Łukasz')).toBe('(Lekarz: \\(dr\\) \\254ukasz)');
    const text = new TextDecoder().decode(createPdfDocument('Wynik', ['Łukasz'], 'Wizyta test'));
    expect(text).toContain('/Differences [160 /aogonek /cacute');
    expect(text).toContain('/Lslash');
    expect(text).toContain(`${pdfString('Łukasz')} Tj`);
  });
});
