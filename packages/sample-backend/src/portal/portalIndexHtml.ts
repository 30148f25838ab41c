import { escapeHtml } from '../http/escapeHtml';

/**
 * The built `index.html` for a base path: a brand (`/b/<type>/`) gets
 * `<meta name="wizyta-base" content="/b/<type>/">` as the first element of `<head>`, which the
 * app reads for its router basename, config.json, favicon and documents (a `<base>` element is
 * not an option: the CSP has `base-uri 'none'`). GENERAL at `/` is served unchanged.
 */
export function portalIndexHtml(html: string, basePath: string): string {
  if (basePath === '/') return html;
  const meta = `<meta name="wizyta-base" content="${escapeHtml(basePath)}">`;
  return html.replace(/<head>/i, (head) => `${head}\n    ${meta}`);
}
