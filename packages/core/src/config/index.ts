export type { ConfigIssue } from './ConfigError';
export { ConfigError } from './ConfigError';
export type { AppConfig } from './configSchema';
export { configSchema } from './configSchema';
export { loadConfig } from './loadConfig';
export { originError } from './originError';
export { parseConfig } from './parseConfig';
