// `@wizyta/testkit/session`: the session's in-process backend, keycloak-js double, fake page and clock.
export * from './connectSessionBackend';
export * from './createFakeLockManager';
export * from './createFakePage';
export * from './createKeycloakDouble';
export * from './createManualClock';
export * from './sessionFixture';
