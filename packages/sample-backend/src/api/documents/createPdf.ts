// Helvetica with WinAnsiEncoding has no ą, ę, ł, ś, ż…: a sample PDF writes them as base letters
// rather than embedding a font, which would make a "minimal" PDF some hundred kilobytes.
const PLAIN: Readonly<Record<string, string>> = {
  ą: 'a',
  ć: 'c',
  ę: 'e',
  ł: 'l',
  ń: 'n',
  ó: 'o',
  ś: 's',
  ź: 'z',
  ż: 'z',
  Ą: 'A',
  Ć: 'C',
  Ę: 'E',
  Ł: 'L',
  Ń: 'N',
  Ó: 'O',
  Ś: 'S',
  Ź: 'Z',
  Ż: 'Z',
  '–': '-',
  '—': '-',
  '„': '"',
  '”': '"',
};

function pdfText(text: string): string {
  const ascii = [...text].map((ch) => PLAIN[ch] ?? (ch.charCodeAt(0) < 128 ? ch : '?')).join('');
  return `(${ascii.replace(/[\\()]/g, (ch) => `\\${ch}`)})`;
}

/**
 * A real, minimal one-page PDF (A4, Helvetica) with a title and lines of text: enough for a
 * viewer to open and for a test to find the visit data in. Offsets in the cross-reference table
 * are computed, so the file is valid, not just "starts with %PDF-".
 */
export function createPdf(title: string, lines: readonly string[]): Uint8Array {
  const body = [`BT /F1 16 Tf 50 790 Td 22 TL ${pdfText(title)} Tj /F1 11 Tf 16 TL T*`]
    .concat(
      lines.map((line) => `${pdfText(line)} Tj T*`),
      ['ET'],
    )
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${body.length} >>\nstream\n${body}\nendstream`,
    `<< /Title ${pdfText(title)} /Producer (Wizyta sample backend) >>`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(out.length);
    out += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Everything above is ASCII, so string length equals byte length and the offsets hold.
  return new TextEncoder().encode(out);
}
