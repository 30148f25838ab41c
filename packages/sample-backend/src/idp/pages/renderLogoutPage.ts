import { renderIdpPage } from './renderIdpPage';

/**
 * The RP-initiated logout confirmation. `form` is oidc-provider's hidden form (with its xsrf
 * token). Like Keycloak, a request carrying a valid `id_token_hint` (keycloak-js always sends
 * one) signs out without asking: `logout.js` submits the form when `data-auto-submit` is set.
 * Without the hint the patient confirms with the button.
 */
export function renderLogoutPage(form: string, autoSubmit: boolean): string {
  return renderIdpPage(
    'Wylogowanie',
    `<h1>Czy chcesz się wylogować?</h1>
${form}
<div class="actions"${autoSubmit ? ' data-auto-submit="true"' : ''}>
<button id="kc-logout" type="submit" form="op.logoutForm" name="logout" value="yes">Wyloguj się</button>
</div>`,
    ['logout.js'],
  );
}
