import type { Plugin } from 'vite';

/** The vite plugin that keeps the in-process sample backend's file URLs under jsdom. */
export declare function keepBackendFileUrls(): Plugin;
