// Public API of @wizyta/core. Each area's barrel lists its exports by name; this file lists the areas.
export * from './api';
export * from './brands';
export * from './client';
export * from './config';
export * from './constants';
export * from './errors';
export * from './format';
export * from './forms';
export * from './i18n';
export * from './navigation';
export * from './order';
export * from './permissions';
export * from './routes';
export * from './schemas';
export * from './session';
export * from './validation';
export * from './visits';
