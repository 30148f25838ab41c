import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, resolve, sep } from 'node:path';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
};

/** A file of the built portal, ready to send. */
export interface PortalFile {
  readonly body: Uint8Array;
  readonly contentType: string;
}

/**
 * Reads `relativePath` from the portal's `dist` folder, or `null` when it is missing, a folder,
 * or outside `dist` (`..`, encoded or not, never escapes it).
 */
export function portalFile(distDir: string, relativePath: string): PortalFile | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relativePath);
  } catch {
    return null;
  }
  const root = resolve(distDir);
  const full = resolve(root, `.${sep}${decoded}`);
  if (!full.startsWith(root + sep) || !existsSync(full) || !statSync(full).isFile()) return null;
  const contentType = CONTENT_TYPES[extname(full).toLowerCase()] ?? 'application/octet-stream';
  return { body: readFileSync(full), contentType };
}
