import { ConfigError } from './ConfigError';
import type { AppConfig } from './configSchema';
import { parseConfig } from './parseConfig';

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
 */
export async function loadConfig(url: string = defaultConfigUrl()): Promise<AppConfig> {
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
  try {
    return parseConfig(json);
  } catch (error) {
    if (error instanceof ConfigError) throw new ConfigError(`Invalid configuration at ${url}`, error.issues);
    throw error;
  }
}
