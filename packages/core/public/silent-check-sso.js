// Hands the IdP's answer (in this page's URL) to keycloak-js in the parent window. The target is
// this page's own origin, never '*': keycloak-js accepts only messages from its own origin, and
// the URL carries an authorisation code that no other origin may read.
parent.postMessage(location.href, location.origin);
