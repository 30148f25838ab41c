// The page script of e2e/session-keycloak.spec.ts, bundled on the fly with esbuild: the real
// keycloak-js (imported by createSession on first use), the real API client (createApiClient), the real session.
// It renders with textContent only and no inline styles: the test serves it under a strict CSP.
import { createApiClient } from '../../client/createApiClient';
import type { AppConfig } from '../../config/configSchema';
import { createSession } from '../createSession';
import type { SessionState } from '../SessionState';

const config: Pick<AppConfig, 'apiUrl' | 'keycloak'> = {
  apiUrl: location.origin,
  keycloak: { url: `${location.origin}/auth`, realm: 'wizyta', clientId: 'wizyta-portal' },
};
const session = createSession({
  config,
  api: (hooks) => createApiClient({ config, ...hooks }),
  baseUrl: document.baseURI,
});

function show(id: string, text: string): void {
  const element = document.getElementById(id);
  if (element) element.textContent = text;
}

function render(state: SessionState): void {
  show('status', state.status);
  show('method', state.method ?? '');
  show('roles', state.roles.join(','));
  show('error', state.lastError ? String(state.lastError.code) : '');
}

session.subscribe(render);
document.getElementById('login')?.addEventListener('click', () => void session.login());
document.getElementById('logout')?.addEventListener('click', () => void session.logout());

const state = await session.init();
render(state);
if (state.status === 'ready') {
  // Read through the client the session built: its bearer token comes from keycloak-js.
  const profile = await session.api.getPatientProfile();
  show('profile', `${profile.firstName} ${profile.lastName}`);
}
