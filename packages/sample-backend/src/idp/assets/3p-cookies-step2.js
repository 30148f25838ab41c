// biome-ignore-all lint/suspicious/noDocumentCookie: the probe must set and read a plain cookie synchronously, in every browser keycloak-js supports (the Cookie Store API is not in all of them).
// keycloak-js's third-party-cookie probe, step 2: report 'supported' or 'unsupported' to the
// framing page (keycloak-js listens for exactly these two strings from this frame).
const supported = document.cookie.includes('KEYCLOAK_3P_COOKIE');
document.cookie = 'KEYCLOAK_3P_COOKIE_SAMESITE=; Max-Age=0; SameSite=None; Secure';
document.cookie = 'KEYCLOAK_3P_COOKIE=; Max-Age=0';
// Addressed to the parent's origin when step 1 could read it. Without a referrer (the parent
// sends none) it falls back to '*', as Keycloak's own page does: the answer is one public bit,
// and withholding it would leave keycloak-js waiting until its timeout.
const target = decodeURIComponent(window.location.hash.slice(1)) || '*';
if (window.parent !== window) {
  window.parent.postMessage(supported ? 'supported' : 'unsupported', target);
}
