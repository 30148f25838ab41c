import { ConfigError } from './ConfigError';
import type { AppConfig } from './configSchema';

// Relative to the document so that a brand served under /b/pzu/ reads /b/pzu/config.json.
function defaultConfigUrl(): string {
  if (typeof document !== 'undefined' && document.baseURI)
    return new URL('config.json', document.baseURI).href;
  return '/config.json';
}

/**
 * Fetches and validates the start-up configuration. By default it reads `config.json` next to
 * the document (`document.baseURI`), or `/config.json` without a document. A failed request, a
 * non-2xx answer, bad JSON or an invalid field all throw {@link ConfigError}.
 *
 * The validation (the config schema and the schema library under it, about 12 KB gzip) is fetched
 * alongside config.json rather than with the app's first script: it is needed only once the
 * answer is there, and the portal's first route stays within its budget without it.
 */
export async function loadConfig(url: string = defaultConfigUrl()): Promise<AppConfig> {
  const validation = import('./parseConfig');
  // Awaited below; a failed fetch of the chunk is reported there, not as an unhandled rejection.
  validation.catch(() => undefined);
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json' }, cache: 'no-store' });
  } catch (error) {
    throw new ConfigError(`Cannot load the configuration from ${url}: ${String(error)}`);
  }
  if (!response.ok) {
    throw new ConfigError(`Cannot load the configuration from ${url}: HTTP ${response.status}`);
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new ConfigError(`The configuration at ${url} is not valid JSON`);
  }
  const { parseConfig } = await validation;
  try {
    return parseConfig(json);
  } catch (error) {
    if (error instanceof ConfigError) throw new ConfigError(`Invalid configuration at ${url}`, error.issues);
    throw error;
  }
}
