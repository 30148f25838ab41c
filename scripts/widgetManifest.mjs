// Versioned delivery of the widget: after the build, dist/widget/ is copied to
// dist/widget/<version>/ (immutable: never rewritten once published) and dist/widget/v<major>/
// (moving: the latest release of that major), and dist/widget/manifest.json names every file a
// page may load with its sha384 integrity and size. Every URL the widget builds is relative to its
// own script (chunks, flow.html, wizyta.css), so a page pinned to /widget/0.3.1/ only ever gets
// 0.3.1's files.
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** `sha384-<base64>`: the value of a `<script integrity>` / `<link integrity>` attribute. */
export function integrityOf(bytes) {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** `0.3.1` → `v0`; a version that is not `major.minor.patch[-pre]` is an error. */
export function majorFolder(version) {
  const match = /^(\d+)\.\d+\.\d+(?:-[\w.]+)?$/.exec(version);
  if (!match) throw new Error(`widget version "${version}" is not semver (major.minor.patch)`);
  return `v${match[1]}`;
}

/** Files under `dir`, relative with `/`, skipping source maps (private) and the given folders. */
function filesIn(dir, skip = new Set()) {
  const out = [];
  const visit = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      const name = relative(dir, path).split(sep).join('/');
      if (entry.isDirectory()) {
        if (!skip.has(name)) visit(path);
      } else if (!name.endsWith('.map') && name !== 'manifest.json') out.push(name);
    }
  };
  visit(dir);
  return out.sort();
}

/**
 * `{ version, files: { "<name>": { integrity, size } } }` for the files of `dir` (source maps and
 * the manifest itself left out; `skip` names folders to leave out, e.g. the versioned copies).
 */
export function widgetManifest(dir, version, skip = new Set()) {
  const files = {};
  for (const name of filesIn(dir, skip)) {
    const bytes = readFileSync(join(dir, name));
    files[name] = { integrity: integrityOf(bytes), size: bytes.length };
  }
  return { version, files };
}

/**
 * Copies the build in `outDir` to `<version>/` and `v<major>/` and writes `manifest.json` at the
 * top and in each copy (the same content: the names are relative to the folder). Returns it.
 */
export function writeVersionedWidget(outDir, version) {
  const major = majorFolder(version);
  const copies = new Set([version, major]);
  const manifest = widgetManifest(outDir, version, copies);
  const text = `${JSON.stringify(manifest, null, 2)}\n`;
  for (const copy of copies) {
    const target = join(outDir, copy);
    mkdirSync(target, { recursive: true });
    for (const entry of readdirSync(outDir)) {
      if (copies.has(entry) || entry === 'manifest.json') continue;
      cpSync(join(outDir, entry), join(target, entry), {
        recursive: statSync(join(outDir, entry)).isDirectory(),
      });
    }
    writeFileSync(join(target, 'manifest.json'), text);
  }
  writeFileSync(join(outDir, 'manifest.json'), text);
  return manifest;
}
