/**
 * The URL of the widget script, captured while the bundle first evaluates: the classic (IIFE)
 * build has `document.currentScript`; the ESM build has `import.meta.url` (rollup rewrites it for
 * the IIFE build too). Chunks live beside the entry, so their origin is the script's origin.
 */
export const SCRIPT_URL: string =
  (typeof document !== 'undefined' &&
    document.currentScript instanceof HTMLScriptElement &&
    document.currentScript.src) ||
  import.meta.url;

/** The default `config-url`: `/config.json` on the origin the widget script came from. */
export function defaultConfigUrl(scriptUrl: string = SCRIPT_URL): string {
  return new URL('/config.json', scriptUrl).href;
}

/**
 * The folder the widget's entry files are in (`…/widget/`), where `flow.html` lives too. Shared
 * code sits in `chunks/` below it, so a `SCRIPT_URL` taken there is one level too deep.
 */
export function widgetBaseUrl(scriptUrl: string = SCRIPT_URL): string {
  const folder = new URL('.', scriptUrl);
  return folder.pathname.endsWith('/chunks/') ? new URL('..', folder).href : folder.href;
}
