// The patient's session: SSO through keycloak-js or SMS login, tokens in memory, forced logout.

export { clearAppStorage } from './clearAppStorage';
export { createMemoryStorage } from './createMemoryStorage';
export { createSession } from './createSession';
export { decodeJwtPayload } from './decodeJwtPayload';
export type { KeycloakLike, KeycloakSource } from './KeycloakLike';
export type { PageLifecycle } from './PageLifecycle';
export { browserPageLifecycle, NO_PAGE_LIFECYCLE } from './PageLifecycle';
export { markPaymentHandoff } from './paymentHandoff';
export { realmRoles } from './realmRoles';
export type { CreateSessionOptions, InitTimeoutAction, Session } from './Session';
export type { SessionApi, SessionApiHooks } from './SessionApi';
export type { SessionClock } from './SessionClock';
export { SYSTEM_CLOCK } from './SessionClock';
export type {
  NavigationProfile,
  SessionListener,
  SessionMethod,
  SessionState,
  SessionStatus,
} from './SessionState';
export { ANONYMOUS_STATE } from './SessionState';
export type { CookieJar, SessionStorages, StorageArea } from './StorageArea';
export { SSO_INIT_TIMEOUT_MS } from './sessionTimeLimits';
export type { TabPresence } from './TabPresence';
export { NO_TAB_PRESENCE } from './TabPresence';
