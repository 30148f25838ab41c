/** How long a saved blob stays readable: some browsers start reading it after the click returns. */
const SAVED_BLOB_LIFETIME_MS = 1_000;

function clickLink(href: string, setup: (link: HTMLAnchorElement) => void): void {
  const link = document.createElement('a');
  link.href = href;
  setup(link);
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Saves a file fetched through the API (with the bearer token, which a plain link cannot send):
 * an object URL, a click on a `download` link, then the URL is revoked so the file does not stay
 * in memory.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  try {
    clickLink(url, (link) => {
      link.download = fileName;
    });
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), SAVED_BLOB_LIFETIME_MS);
  }
}

const PDF_MAGIC = '%PDF-';

/**
 * Hands a fetched document (a PDF) to the patient as a download, never as a page of the portal's
 * origin: a `blob:` URL opened in a tab inherits the origin, so HTML or SVG served with a wrong
 * type would run as the portal. The type is decided by the bytes, not by the server's
 * `Content-Type`: `application/pdf` when they start with `%PDF-`, `application/octet-stream`
 * otherwise.
 */
export async function openBlob(blob: Blob, fileName: string): Promise<void> {
  const head = new TextDecoder().decode(new Uint8Array(await blob.slice(0, PDF_MAGIC.length).arrayBuffer()));
  const type = head === PDF_MAGIC ? 'application/pdf' : 'application/octet-stream';
  saveBlob(new Blob([blob], { type }), fileName);
}
