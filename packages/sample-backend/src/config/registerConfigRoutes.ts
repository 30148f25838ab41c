import type { Hono } from 'hono';
import type { BackendEnv } from '../BackendEnv';
import { ApiError } from '../http/ApiError';
import { isBrandType } from './BRAND_TYPES';
import type { BrandConfig } from './createBrandConfig';

/**
 * `GET /config.json` (GENERAL) and `GET /b/<type>/config.json` for every brand; an unknown brand
 * is a 404. Revalidated on every visit (`no-cache`, from the header table): a deployment changes it
 * without a rebuild (maintenance flag, trust list).
 */
export function registerConfigRoutes(
  app: Hono<BackendEnv>,
  configFor: (type: 'root' | BrandConfig['type']) => BrandConfig,
): void {
  app.get('/config.json', (c) => {
    return c.json(configFor('root'));
  });
  app.get('/b/:type/config.json', (c) => {
    const type = c.req.param('type');
    if (!isBrandType(type)) throw new ApiError(404, 4191, `Nieznana marka: ${type}.`);
    return c.json(configFor(type));
  });
}
