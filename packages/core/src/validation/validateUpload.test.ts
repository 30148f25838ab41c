import { describe, expect, it } from 'vitest';
import { validateUpload } from './validateUpload';

const PDF = Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]); // %PDF-1.7
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]);
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const EXE = Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]); // MZ
const ZIP = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]);
const TEN_MB = 10 * 1024 * 1024;

describe('validateUpload', () => {
  it.each([
    ['wyniki.pdf', PDF],
    ['WYNIKI.PDF', PDF],
    ['skan.jpg', JPEG],
    ['skan.JPEG', JPEG],
    ['zdjęcie wysypki.jpeg', JPEG],
    ['rtg.png', PNG],
    ['rtg.Png', PNG],
    ['skierowanie.2024.03.pdf', PDF],
  ])('accepts %s', (name, bytes) => {
    expect(validateUpload({ name, size: 2048, bytes })).toEqual({ ok: true });
  });

  it('accepts exactly 10 MB and refuses one byte more with 4133', () => {
    expect(validateUpload({ name: 'a.pdf', size: TEN_MB, bytes: PDF })).toEqual({ ok: true });
    expect(validateUpload({ name: 'a.pdf', size: TEN_MB + 1, bytes: PDF })).toEqual({
      ok: false,
      code: 4133,
      message: 'validation.fileTooLarge',
    });
  });

  it('refuses an empty file', () => {
    expect(validateUpload({ name: 'a.pdf', size: 0, bytes: new Uint8Array() })).toEqual({
      ok: false,
      code: 4003,
      message: 'validation.fileEmpty',
    });
  });

  it.each([
    ['program.exe', EXE],
    ['archiwum.zip', ZIP],
    ['notatka.txt', PDF],
    ['obraz.gif', PNG],
    ['bez-rozszerzenia', PDF],
    ['.pdf', PDF],
    ['wyniki.pdf.exe', EXE],
    ['wyniki.', PDF],
  ])('refuses the extension of %s with 4003', (name, bytes) => {
    expect(validateUpload({ name, size: 2048, bytes })).toEqual({
      ok: false,
      code: 4003,
      message: 'validation.fileTypeNotAllowed',
    });
  });

  it.each([
    ['an executable renamed .pdf', 'faktura.pdf', EXE],
    ['an executable renamed .jpg', 'foto.jpg', EXE],
    ['a PNG renamed .pdf', 'wyniki.pdf', PNG],
    ['a PDF renamed .png', 'rtg.png', PDF],
    ['a JPEG renamed .png', 'rtg.png', JPEG],
    ['a ZIP renamed .pdf', 'wyniki.pdf', ZIP],
    ['a truncated PNG signature', 'rtg.png', PNG.slice(0, 4)],
    ['no bytes at all', 'wyniki.pdf', new Uint8Array()],
  ])('refuses %s with 4003', (_label, name, bytes) => {
    expect(validateUpload({ name, size: 2048, bytes })).toEqual({
      ok: false,
      code: 4003,
      message: 'validation.fileContentMismatch',
    });
  });
});
