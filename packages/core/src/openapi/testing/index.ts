// Test kit of the OpenAPI document (`@wizyta/core/openapi/testing`): for tests only.

export { openApiAjv } from './openApiAjv';
