// The one PDF writer: the portal's build (its static brand documents) and the sample backend
// (invoices, visit documentation, seeded documents) both write their PDFs with it. Polish letters
// are outside WinAnsiEncoding, so the font gets an encoding whose /Differences put their glyphs
// (all present in the standard Helvetica) on free codes: real Polish text without embedding a
// font, in a file of a couple of kilobytes.
const EXTRA_GLYPHS: ReadonlyArray<readonly [string, string]> = [
  ['ą', 'aogonek'],
  ['ć', 'cacute'],
  ['ę', 'eogonek'],
  ['ł', 'lslash'],
  ['ń', 'nacute'],
  ['ó', 'oacute'],
  ['ś', 'sacute'],
  ['ź', 'zacute'],
  ['ż', 'zdotaccent'],
  ['Ą', 'Aogonek'],
  ['Ć', 'Cacute'],
  ['Ę', 'Eogonek'],
  ['Ł', 'Lslash'],
  ['Ń', 'Nacute'],
  ['Ó', 'Oacute'],
  ['Ś', 'Sacute'],
  ['Ź', 'Zacute'],
  ['Ż', 'Zdotaccent'],
  ['–', 'endash'],
  ['—', 'emdash'],
  ['„', 'quotedblbase'],
  ['”', 'quotedblright'],
  ['§', 'section'],
];
const FIRST_CODE = 0xa0;
const CODE_OF = new Map(EXTRA_GLYPHS.map(([char], index) => [char, FIRST_CODE + index]));
const DIFFERENCES = `[${FIRST_CODE} ${EXTRA_GLYPHS.map(([, glyph]) => `/${glyph}`).join(' ')}]`;

/** A PDF string literal in the custom encoding (bytes as octal escapes above ASCII). */
export function pdfString(text: string): string {
  let out = '(';
  for (const char of text) {
    const code = CODE_OF.get(char) ?? (char.charCodeAt(0) < 128 ? char.charCodeAt(0) : 63);
    if (code >= 128) out += `\\${code.toString(8)}`;
    else if (char === '(' || char === ')' || char === '\\') out += `\\${char}`;
    else out += char;
  }
  return `${out})`;
}

/** Splits a paragraph into lines of at most `width` characters, at spaces. */
function wrap(paragraph: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A valid one-page A4 PDF (Helvetica) with a title and paragraphs of Polish text, `producer` in its
 * metadata; the cross-reference offsets are computed, so viewers open it without repairing it.
 */
export function createPdfDocument(
  title: string,
  paragraphs: readonly string[],
  producer: string,
): Uint8Array {
  const body = [`BT /F1 16 Tf 56 780 Td 20 TL ${pdfString(title)} Tj T* /F1 11 Tf 15 TL`];
  for (const paragraph of paragraphs) {
    body.push('T*');
    for (const line of wrap(paragraph, 92)) body.push(`${pdfString(line)} Tj T*`);
  }
  body.push('ET');
  const stream = body.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding << /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences ${DIFFERENCES} >> >>`,
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    `<< /Title ${pdfString(title)} /Producer ${pdfString(producer)} >>`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(out.length);
    out += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Every character is ASCII here (non-ASCII went out as octal escapes): one byte per character.
  return new TextEncoder().encode(out);
}
