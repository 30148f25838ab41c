import type { MiddlewareHandler } from 'hono';
import type { BackendEnv } from '../BackendEnv';

/** Delays each API answer by `ms` (spec §9: the sample backend answers in about 400 ms). */
export function artificialDelay(ms: number): MiddlewareHandler<BackendEnv> {
  return async (_c, next) => {
    if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
    await next();
  };
}
