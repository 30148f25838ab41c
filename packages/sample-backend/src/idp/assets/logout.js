// Submits the logout form right away when the page says so (a request with id_token_hint), the
// way Keycloak signs out a keycloak-js client without a confirmation page.
document.addEventListener('DOMContentLoaded', () => {
  const actions = document.querySelector('[data-auto-submit="true"]');
  const button = document.getElementById('kc-logout');
  if (actions && button) button.click();
});
