import { APART } from '../chunkPlan.mjs';

/**
 * Keeps the modules loaded on demand by few bookings (the chunk plan's APART) chunks of their own:
 * core's session/ssoSession.ts (the session's SSO half: an SSO start-up only) and the partner
 * page's popup modes (createDialogView.ts, openFlowDialog.ts: `mode="popup"`/`"dialog"` and
 * `Wizyta('open')` only) and `Wizyta('prefill'|'close')` (pageCommands.ts). Below
 * experimentalMinChunkSize, rollup would merge a chunk of them into the chunk that imports them,
 * and every inline SMS booking would download what only those run. A module with effects is never
 * merged; each holds only what its importers use, so nothing else changes.
 */
export function keepApart() {
  return {
    name: 'wizyta-keep-apart',
    transform(code, id) {
      if (!APART.some((path) => id.endsWith(`/${path}`))) return null;
      return { code, map: null, moduleSideEffects: 'no-treeshake' };
    },
  };
}
