// biome-ignore-all lint/suspicious/noDocumentCookie: the probe must set and read a plain cookie synchronously, in every browser keycloak-js supports (the Cookie Store API is not in all of them).
// keycloak-js's third-party-cookie probe, step 1 (same protocol as Keycloak's): set a cookie,
// then let step 2 see whether the browser kept it in this framed, possibly cross-site context.
// The parent's origin travels along so that step 2 can address its answer to it, not to '*'.
document.cookie = 'KEYCLOAK_3P_COOKIE_SAMESITE=supported; Max-Age=60; SameSite=None; Secure';
document.cookie = 'KEYCLOAK_3P_COOKIE=supported; Max-Age=60';
const parentOrigin = document.referrer ? new URL(document.referrer).origin : '';
window.location.replace(`step2.html#${encodeURIComponent(parentOrigin)}`);
