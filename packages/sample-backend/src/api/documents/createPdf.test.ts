import { describe, expect, it } from 'vitest';
import { createPdf } from './createPdf';

describe('createPdf', () => {
  it('writes a PDF whose xref offsets point at its objects', () => {
    const bytes = createPdf('Dokumentacja wizyty', ['Pacjent: Anna Kowalska', 'Lekarz: (dr) Łukasz']);
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain('(Pacjent: Anna Kowalska) Tj');
    expect(text).toContain('(Lekarz: \\(dr\\) Lukasz) Tj');
    const startxref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets.map((offset) => text.slice(offset, offset + 7))).toEqual(
      offsets.map((_, i) => `${i + 1} 0 obj`),
    );
  });
});
