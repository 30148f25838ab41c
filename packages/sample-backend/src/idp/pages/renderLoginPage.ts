import { escapeHtml } from '../../http/escapeHtml';
import type { WaysIn } from '../waysInFor';
import { renderIdpPage } from './renderIdpPage';

/** The text Keycloak shows (in Polish) after a wrong username or password. */
export const LOGIN_ERROR = 'Nieprawidłowa nazwa użytkownika lub hasło.';

/**
 * The realm's login form, field names as Keycloak's (`username`, `password`, button `#kc-login`)
 * so that scripts and tests written for Keycloak work unchanged. The error is announced
 * (`role="alert"`) and tied to the fields with `aria-describedby`. "Anuluj" (`cancel`, as
 * Keycloak names it) returns to the app with the OAuth error `access_denied`. Under the form, the portal's
 * other ways in: "Załóż konto" where the brand registers, "Zaloguj się kodem SMS" (the
 * production Keycloak theme adds the same: docs/deploy.md).
 */
export function renderLoginPage(
  action: string,
  options: { username?: string; failed?: boolean; waysIn?: WaysIn | null } = {},
): string {
  const { username = '', failed = false, waysIn = null } = options;
  const invalid = failed ? ' aria-invalid="true" aria-describedby="login-error"' : '';
  const error = failed
    ? `<p id="login-error" class="error" role="alert">${escapeHtml(LOGIN_ERROR)}</p>\n`
    : '';
  return renderIdpPage(
    'Logowanie',
    `<h1>Zaloguj się</h1>
${error}<form id="kc-form-login" method="post" action="${escapeHtml(action)}">
<div class="field">
<label for="username">Nazwa użytkownika</label>
<input id="username" name="username" type="text" value="${escapeHtml(username)}" autocomplete="username" autocapitalize="none" spellcheck="false" required${invalid}${failed ? '' : ' autofocus'}>
</div>
<div class="field">
<label for="password">Hasło</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${failed ? ' autofocus' : ''}>
</div>
<button id="kc-login" name="login" type="submit">Zaloguj się</button>
<button id="kc-cancel" name="cancel" value="on" type="submit" formnovalidate>Anuluj</button>
</form>${waysIn ? renderWaysIn(waysIn) : ''}`,
  );
}

function renderWaysIn(waysIn: WaysIn): string {
  const register = waysIn.registration
    ? `<p>Nie masz konta? <a id="kc-registration" href="${escapeHtml(waysIn.registration)}">Załóż konto</a></p>
`
    : '';
  return `
<div class="ways-in">
${register}<p><a id="kc-sms-login" href="${escapeHtml(waysIn.smsLogin)}">Zaloguj się kodem SMS</a></p>
</div>`;
}
