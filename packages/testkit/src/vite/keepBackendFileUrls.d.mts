import type { Plugin } from 'vite';

/** How the backend's `new URL('…', import.meta.url)` is kept from vite's asset rewrite. */
export interface KeepBackendFileUrlsOptions {
  readonly via?: 'global-url' | 'module-url-variable';
}

/** The vite plugin that keeps the in-process sample backend's file URLs under jsdom. */
export declare function keepBackendFileUrls(options?: KeepBackendFileUrlsOptions): Plugin;
