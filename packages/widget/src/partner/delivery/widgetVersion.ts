declare const __WIZYTA_VERSION__: string | undefined;

/**
 * The widget package's `version` (package.json), written in at build time by rollup (and by the
 * widget's vitest config): `Wizyta.version`, and the folder `/widget/<version>/` these files are
 * served from. Code run without either (another package's tests) sees `0.0.0-dev`.
 */
export const WIDGET_VERSION: string =
  typeof __WIZYTA_VERSION__ === 'string' ? __WIZYTA_VERSION__ : '0.0.0-dev';
