import { afterEach, describe, expect, it, vi } from 'vitest';
import { openBlob } from './saveBlob';

describe('openBlob', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    [
      'HTML served as a PDF',
      '<html><script>alert(document.domain)</script>',
      'text/html',
      'application/octet-stream',
    ],
    ['an SVG with script', '<svg onload="alert(1)"/>', 'image/svg+xml', 'application/octet-stream'],
    ['a real PDF', '%PDF-1.4\n%%EOF', 'text/html', 'application/pdf'],
  ])('downloads %s with a type decided by its bytes', async (_, content, served, expected) => {
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:http://localhost/x';
    });
    URL.revokeObjectURL = vi.fn();
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    await openBlob(new Blob([content], { type: served }), 'plik.pdf');
    expect(created[0]?.type).toBe(expected);
    expect(clicks[0]?.download).toBe('plik.pdf');
    expect(clicks[0]?.target).toBe('');
  });
});
