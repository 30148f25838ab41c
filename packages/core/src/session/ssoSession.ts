// The session's SSO half — loading keycloak-js, its check-sso start-up and login (the token source
// over keycloak-js, the route kept across the IdP) — fetched
// when the session starts SSO, beside keycloak-js itself: an app that signs in by SMS only (the
// widget's flow frame: its SSO tokens come from the popup) never loads it.
export { loadKeycloak } from './loadKeycloak';
export { loginSso, rememberSsoRoute, startSso } from './ssoStart';
