/** How long a blob opened in a new tab stays readable: the tab loads it well within this. */
const OPENED_BLOB_LIFETIME_MS = 60_000;
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

/** Opens a fetched file (a PDF) in a new tab through an object URL, revoked a minute later. */
export function openBlob(blob: Blob): void {
  const url = URL.createObjectURL(blob);
  clickLink(url, (link) => {
    link.target = '_blank';
  });
  setTimeout(() => URL.revokeObjectURL(url), OPENED_BLOB_LIFETIME_MS);
}
