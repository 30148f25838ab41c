/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** URL of the provider's `wizyta-loader.js` (default: the sample backend's). */
  readonly VITE_WIZYTA_LOADER?: string;
}
