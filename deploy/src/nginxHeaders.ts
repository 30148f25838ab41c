import {
  BRAND_TYPES,
  type BrandType,
  type HostPolicy,
  hostHeaders,
  type PathClass,
} from '@wizyta/sample-backend/deployment';

/** A string as one nginx token, double-quoted; a `$` would be read as a variable, so none may occur. */
export function quote(value: string): string {
  if (value.includes('$')) throw new Error(`an nginx header value must not contain $: ${value}`);
  return `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}

/**
 * The values `$wizyta_brand` takes, each with the brand whose lists it stands for: `""` and
 * `general` are GENERAL, a brand id is that brand, anything else (the `default` key) is framed by
 * nobody else.
 */
const BRAND_KEYS: ReadonlyArray<readonly [key: string, brand: BrandType | null]> = [
  ['default', null],
  ['""', 'general'],
  ...BRAND_TYPES.map((type) => [type, type] as const),
];

/**
 * The `map`s a config needs: a header whose value differs between brands becomes a variable
 * chosen by `$wizyta_brand` (set by each location from its path or its query). One map per distinct
 * set of values, so the portal's pages and the widget's share theirs.
 */
export class BrandMaps {
  private readonly maps = new Map<string, { name: string; lines: string[] }>();

  /** The variable holding `header`'s value for each brand key. */
  variableFor(header: string, values: ReadonlyArray<readonly [key: string, value: string]>): string {
    const lines = values.map(([key, value]) => `  ${key} ${value === '' ? '""' : quote(value)};`);
    const id = `${header}\n${lines.join('\n')}`;
    let map = this.maps.get(id);
    if (!map) {
      const base = `wizyta_${header.toLowerCase().replaceAll('-', '_')}`;
      const taken = [...this.maps.values()].filter((m) => m.name.startsWith(base)).length;
      map = { name: taken === 0 ? base : `${base}_${taken + 1}`, lines };
      this.maps.set(id, map);
    }
    return `$${map.name}`;
  }

  /** The `map` blocks, in the order they were first asked for. */
  blocks(): string[] {
    return [...this.maps.values()].map(
      (map) => `map $wizyta_brand $${map.name} {\n${map.lines.join('\n')}\n}`,
    );
  }
}

/** What nginx serves itself for these kinds of path: the HTML ones get the CSP set. */
const HTML_CLASSES: ReadonlySet<PathClass> = new Set(['portalPage', 'widgetPage']);

/**
 * The `add_header` lines of a location serving `pathClass`, from the header table
 * (`@wizyta/sample-backend/deployment`): the same headers the sample backend sends there.
 * `always` for the security headers (errors too), never for `Cache-Control` (a 404 is not cached
 * for a year). A header whose value depends on the brand reads a `BrandMaps` variable; CORS reads
 * `$wizyta_cors_origin` (empty, so not sent, for an origin that is not trusted).
 */
export function addHeaderLines(pathClass: PathClass, policy: HostPolicy, maps: BrandMaps): string[] {
  const variants = BRAND_KEYS.map(
    ([key, brand]) => [key, hostHeaders({ pathClass, brand }, policy)] as const,
  );
  const [, first] = variants[0]!;
  const lines = Object.entries(first.always).map(
    ([name, value]) => `add_header ${name} ${quote(value)} always;`,
  );
  if (HTML_CLASSES.has(pathClass)) {
    const names = new Set(variants.flatMap(([, headers]) => Object.keys(headers.html)));
    for (const name of names) {
      if (name in first.always) continue;
      const values = variants.map(([key, headers]) => [key, headers.html[name] ?? ''] as const);
      const same = values.every(([, value]) => value === values[0]![1]);
      const value = same ? quote(values[0]![1]) : maps.variableFor(name, values);
      lines.push(`add_header ${name} ${value} always;`);
    }
  }
  if (first.cache) lines.push(`add_header Cache-Control ${quote(first.cache.value)};`);
  if (first.cors) {
    lines.push('add_header Access-Control-Allow-Origin $wizyta_cors_origin always;');
    lines.push('add_header Vary Origin always;');
  }
  return lines;
}
