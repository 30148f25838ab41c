// The session's SSO half — loading keycloak-js, its check-sso start-up and the token source over it — fetched
// when the session starts SSO, beside keycloak-js itself: an app that signs in by SMS only (the
// widget's flow frame: its SSO tokens come from the popup) never loads it.
export { initKeycloak } from './initKeycloak';
export { loadKeycloak } from './loadKeycloak';
export { ssoTokenSource } from './ssoTokenSource';
