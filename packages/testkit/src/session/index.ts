// `@wizyta/testkit/session`: the session's in-process backend, keycloak-js double and fake page.
export * from './connectSessionBackend';
export * from './createFakePage';
export * from './createKeycloakDouble';
export * from './sessionFixture';
