import { at, XSTATE_SHIM } from '../chunkPlan.mjs';

const SHIM_AT = at(XSTATE_SHIM);

/**
 * Resolves 'xstate' to the chunk plan's shim (shims/xstate.mjs: xstate with a `setup` that does
 * not hand back the action creators no machine of the widget uses), except inside the shim, which
 * imports the real one.
 */
export function leanXstateSetup() {
  return {
    name: 'wizyta-lean-xstate-setup',
    resolveId(source, importer) {
      return source === 'xstate' && importer !== SHIM_AT ? SHIM_AT : null;
    },
  };
}
