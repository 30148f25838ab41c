import type { LoadWizytaOptions } from './Wizyta.js';

declare const __WIZYTA_WIDGET_MAJOR__: string;

/** The provider's widget host; the versioned folders live under it (`v0/`, `0.1.0/`). */
export const WIDGET_BASE_URL = 'https://widget.wizyta.example/widget/';

/** The major version of the widget this package was built against (from the widget's `version`). */
export const WIDGET_MAJOR: string = __WIZYTA_WIDGET_MAJOR__;

// A release (`0.1.0`, `1.2.0-rc.1`) or a major (`v1`); anything else could walk out of the folder.
const VERSION = /^(v\d+|\d+\.\d+\.\d+(-[0-9A-Za-z.]+)?)$/;

/**
 * The URL of the loader script {@link LoadWizytaOptions} name: `src` as given (absolute http(s)),
 * else the versioned URL under {@link WIDGET_BASE_URL}. Throws a `TypeError` on a malformed option.
 */
export function widgetLoaderUrl(options: LoadWizytaOptions): string {
  const { src, version } = options;
  if (src !== undefined) {
    if (version !== undefined) throw new TypeError('@wizyta/embed: give `src` or `version`, not both');
    const url = new URL(src);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      throw new TypeError(`@wizyta/embed: \`src\` must be an http(s) URL, got ${src}`);
    }
    return url.href;
  }
  const folder = version ?? `v${WIDGET_MAJOR}`;
  if (!VERSION.test(folder)) {
    throw new TypeError(`@wizyta/embed: \`version\` must look like 0.1.0 or v0, got ${folder}`);
  }
  return `${WIDGET_BASE_URL}${folder}/wizyta-loader.js`;
}
