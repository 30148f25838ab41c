// The vite config is loaded by Node, which cannot import core's TypeScript through the package
// name (node_modules is not bundled): the brand registry is imported by relative path.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brandOf, PARTNER_TYPES } from '@wizyta/core/brands';
import { createPdfDocument } from '@wizyta/core/pdf';
import { faviconSvg } from './faviconSvg';
import { logoSvg } from './logoSvg';
import { PORTAL_DOCUMENTS } from './portalDocuments';

/** A file the portal ships at a fixed path under its base URL. */
export type StaticFile = string | Uint8Array;

/**
 * Every file the portal ships beside its bundle, generated at build time so that nothing binary
 * is committed: `favicons/<type>.svg` and `logos/<type>.svg` for every brand, the PDFs of `documents/`, and the files of
 * `packages/core/public/` (keycloak-js's `silent-check-sso.html` and its script).
 */
export function portalStaticFiles(corePublicDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const type of PARTNER_TYPES) {
    const brand = brandOf(type);
    files.set(brand.faviconHref, faviconSvg(brand));
    files.set(brand.logoHref, logoSvg(brand));
  }
  for (const document of PORTAL_DOCUMENTS) {
    files.set(
      `documents/${document.fileName}`,
      createPdfDocument(document.title, document.paragraphs, 'Wizyta portal build'),
    );
  }
  if (existsSync(corePublicDir)) {
    for (const name of readdirSync(corePublicDir)) {
      if (!name.startsWith('.')) files.set(name, readFileSync(join(corePublicDir, name)));
    }
  }
  return files;
}

const TYPES: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
};

/** The content type of a static file by its extension. */
export function staticFileType(name: string): string {
  const extension = /\.[a-z]+$/.exec(name)?.[0] ?? '';
  return TYPES[extension] ?? 'application/octet-stream';
}
