// The types of xstate.mjs that its test reads.
import type { setup as xstateSetup } from 'xstate';

export * from 'xstate';
export declare function setup(
  ...args: Parameters<typeof xstateSetup>
): Omit<ReturnType<typeof xstateSetup>, 'sendTo' | 'log' | 'enqueueActions' | 'emit'>;
