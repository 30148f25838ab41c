// What the widget's bundles import as 'xstate' (plugins/leanXstateSetup.mjs): xstate itself, with
// a `setup` that hands back the same machine factory but not the action creators no machine of
// the widget uses. xstate's own `setup` returns sendTo, log, enqueueActions and emit with every
// machine, so a bundle that calls it ships them (and their resolvers) whether a machine uses them
// or not; the order machine's actions only assign and raise. Every other export is xstate's.
import { assign, cancel, createMachine, raise, spawnChild, stopChild } from 'xstate';

export * from 'xstate';

/**
 * xstate's `setup` (xstate 5: `createMachine` with the schemas, and the actors, actions, guards
 * and delays as implementations) without `sendTo`, `log`, `enqueueActions` and `emit`: import
 * those from 'xstate' directly where a machine needs them.
 */
export function setup({ schemas, actors, actions, guards, delays }) {
  return {
    assign,
    raise,
    cancel,
    stopChild,
    spawnChild,
    createStateConfig: (config) => config,
    createAction: (fn) => fn,
    createMachine: (config) => createMachine({ ...config, schemas }, { actors, actions, guards, delays }),
    extend: (extended) =>
      setup({
        schemas,
        actors,
        actions: { ...actions, ...extended.actions },
        guards: { ...guards, ...extended.guards },
        delays: { ...delays, ...extended.delays },
      }),
  };
}
