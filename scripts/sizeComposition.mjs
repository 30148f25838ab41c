// Where a budget's bytes come from, read from the build's source maps: each file's gzip size is
// shared out among the sources its minified bytes map to (a source's share of the file's
// characters × the file's gzip size), then summed per package (`node_modules/<name>`, or
// `@wizyta/<package>` for the workspace's own code) and per source folder. Characters no mapping
// covers (rollup's import/export glue, the renderChunk-inlined catalogue's tail…) count as
// "(unmapped)". Used by scripts/check-size.mjs and scripts/bench.mjs.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, value) => [char, value]));

/** One mapping line's segments as [generated column, source index | -1]; indexes carry over lines. */
function decodeLine(line, state) {
  const segments = [];
  let column = 0;
  for (const segment of line.split(',')) {
    if (!segment) continue;
    const fields = [];
    let value = 0;
    let shift = 0;
    for (const char of segment) {
      const digit = DIGIT.get(char);
      value += (digit & 31) << shift;
      if (digit & 32) shift += 5;
      else {
        fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
    }
    column += fields[0];
    if (fields.length > 1) state.source += fields[1];
    segments.push([column, fields.length > 1 ? state.source : -1]);
  }
  return segments;
}

/** Characters of `file` per source path (relative to `root`), from `file.map`. */
export function charsBySource(file, root) {
  const chars = new Map();
  const add = (source, count) => chars.set(source, (chars.get(source) ?? 0) + count);
  const lines = readFileSync(file, 'utf8').split('\n');
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile)) {
    add('(no source map)', lines.join('\n').length);
    return chars;
  }
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const sources = map.sources.map((source) =>
    source.startsWith('\0') || !source.includes('/')
      ? source
      : relative(root, resolve(dirname(file), map.sourceRoot ?? '', source)),
  );
  const state = { source: 0 };
  const mappings = map.mappings.split(';');
  lines.forEach((text, index) => {
    const segments = decodeLine(mappings[index] ?? '', state);
    let covered = 0;
    segments.forEach(([column, source], i) => {
      const end = i + 1 < segments.length ? segments[i + 1][0] : text.length;
      add(source < 0 ? '(unmapped)' : sources[source], Math.max(0, end - column));
      covered += Math.max(0, end - column);
    });
    add('(unmapped)', text.length + 1 - covered);
  });
  return chars;
}

/** `node_modules/@scope/name/…` → `@scope/name`; `packages/core/src/…` → `@wizyta/core`. */
export function packageOf(source) {
  const inModules = source.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const [first, second] = source.slice(inModules + 'node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  const workspace = /^(?:packages|examples)\/([^/]+)\//.exec(source);
  if (workspace) return `@wizyta/${workspace[1]}`;
  return source.startsWith('(') ? source : '(other)';
}

/** A source's folder: its package's folder for a dependency, its directory for the workspace's own code. */
export function folderOf(source) {
  const inModules = source.lastIndexOf('node_modules/');
  if (inModules >= 0) return packageOf(source);
  return source.startsWith('(') ? source : dirname(source);
}

/**
 * The composition of `files` (gzip bytes estimated per source, see above): `{ total, packages,
 * folders }`, each list `[name, bytes]` largest first.
 */
export function composition(files, root) {
  const bySource = new Map();
  let total = 0;
  for (const file of files) {
    const gzip = gzipSync(readFileSync(file), { level: 9 }).length;
    total += gzip;
    const chars = charsBySource(file, root);
    const all = [...chars.values()].reduce((a, b) => a + b, 0) || 1;
    for (const [source, count] of chars)
      bySource.set(source, (bySource.get(source) ?? 0) + (count / all) * gzip);
  }
  const group = (key) => {
    const sums = new Map();
    for (const [source, bytes] of bySource) sums.set(key(source), (sums.get(key(source)) ?? 0) + bytes);
    return [...sums].map(([name, bytes]) => [name, Math.round(bytes)]).sort((a, b) => b[1] - a[1]);
  };
  return { total, packages: group(packageOf), folders: group(folderOf) };
}

/** A text table of the `top` largest packages and folders of `files`. */
export function compositionReport(name, files, root, top = 10) {
  const { total, packages, folders } = composition(files, root);
  const rows = (list) =>
    list
      .slice(0, top)
      .map(
        ([label, bytes]) =>
          `  ${String(bytes).padStart(7)} B ${`${((bytes / total) * 100).toFixed(1)} %`.padStart(7)}  ${label}`,
      );
  return [
    `${name}: ${total} B gzip`,
    ` by package (top ${top} of ${packages.length}):`,
    ...rows(packages),
    ` by source folder (top ${top} of ${folders.length}):`,
    ...rows(folders),
  ].join('\n');
}
