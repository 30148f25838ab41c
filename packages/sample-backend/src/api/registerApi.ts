import type { Hono } from 'hono';
import type { BackendContext } from '../BackendContext';
import type { BackendEnv } from '../BackendEnv';

/** Mounts the API routes of spec §7 (`/patient-portal/api/*`, `/visit-api/*`) on the app. */
export function registerApi(_app: Hono<BackendEnv>, _ctx: BackendContext): void {
  // The API routes are mounted here (second half of issue 3).
}
