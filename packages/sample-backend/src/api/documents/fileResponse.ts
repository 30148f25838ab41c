/** A file answer: the bytes with their type, as an attachment with a safe UTF-8 file name. */
export function fileResponse(bytes: Uint8Array, contentType: string, fileName: string): Response {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  return new Response(bytes.slice(), {
    headers: {
      'Content-Type': contentType,
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      // Medical documents: never in a shared cache.
      'Cache-Control': 'private, no-store',
    },
  });
}
