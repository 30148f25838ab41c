/**
 * Where brand `brand`'s `config.json` lives on the widget's host: `/b/<brand>/config.json`, and
 * `/config.json` for `general` (the provider's root deployment; `/b/general/` is a deployment of its
 * own). A leaf module: the loader's fallback link uses it too.
 */
export function brandConfigPath(brand: string): string {
  return brand === 'general' ? '/config.json' : `/b/${brand}/config.json`;
}
