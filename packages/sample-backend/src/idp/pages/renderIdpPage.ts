import { escapeHtml } from '../../http/escapeHtml';

/** Where the IdP's static assets live (outside the realm path, like Keycloak's `/resources`). */
export const IDP_ASSETS_PATH = '/auth/resources/wizyta';

/**
 * The IdP's page frame: Polish, no inline script or style (the stylesheet and any script are
 * files under {@link IDP_ASSETS_PATH}), so the pages run under the strict CSP. `main` is trusted
 * HTML built by the callers with escaped values.
 */
export function renderIdpPage(title: string, main: string, scripts: readonly string[] = []): string {
  const scriptTags = scripts
    .map((name) => `<script src="${IDP_ASSETS_PATH}/${name}" defer></script>`)
    .join('');
  return `<!doctype html>
<html lang="pl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – Wizyta</title>
<link rel="stylesheet" href="${IDP_ASSETS_PATH}/idp.css">
${scriptTags}
</head>
<body>
<main class="card">
${main}
</main>
</body>
</html>
`;
}

/** A page with a heading and one paragraph (signed out, errors). */
export function renderMessagePage(title: string, message: string): string {
  return renderIdpPage(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>`);
}
