// `@wizyta/testkit/order`: the order machine's fake actors (no backend) and its backend kit.
export * from './orderBackendKit';
export * from './orderTestKit';
