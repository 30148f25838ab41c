// `@wizyta/testkit/client`: core's API client over an in-process backend, and booking data.
export * from './connectTestClient';
export * from './createScenario';
