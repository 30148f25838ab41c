import { ConfigError } from './ConfigError';
import type { AppConfig } from './configSchema';
import { configSchema } from './configSchema';

/**
 * Validates the parsed `config.json`. Throws a {@link ConfigError} naming every invalid field;
 * nothing is silently defaulted except the optional flags and the empty trust list.
 */
export function parseConfig(json: unknown): AppConfig {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new ConfigError('Invalid configuration', [{ path: '', message: 'must be a JSON object' }]);
  }
  const result = configSchema.safeParse(json);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  throw new ConfigError('Invalid configuration', issues);
}
