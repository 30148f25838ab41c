// `node scripts/importFloors.mjs <package> [--prod] [-v]`: a package's rooms (the folders under its
// src/), its arrows (folder → folder imports, type imports and lazy imports included), the arrows
// that run back up, and its import circles (groups of files that import each other, types
// included). Back up: an import from a lower floor to a higher one, with the floors laid so that
// there are as few of these as any order of the rooms allows (an exact minimum over each group of
// rooms that import each other). --prod leaves out tests and testing/ folders; -v names each arrow
// back up with its imports, and each circle's files. It reads the tree under the current
// directory, so an older commit is counted from its `git archive` export.
import { cruise } from 'dependency-cruiser';
import config from '../.dependency-cruiser.mjs';

const [pkg, ...flags] = process.argv.slice(2);
if (!pkg) throw new Error('usage: node scripts/importFloors.mjs <package> [--prod] [-v]');
const src = `packages/${pkg}/src/`;
const skip = (path) => flags.includes('--prod') && /\.test\.tsx?$|(^|\/)testing\//.test(path);
const inside = (path) =>
  path.startsWith(src) && /\.tsx?$/.test(path) && !path.endsWith('.d.ts') && !skip(path);
const room = (path) => path.slice(src.length).split('/').slice(0, -1).join('/') || '.';

const { output } = await cruise([src], { ...config.options, validate: false });
const modules = output.modules.filter((m) => inside(m.source));
const fileEdges = modules.flatMap((m) =>
  m.dependencies.filter((d) => inside(d.resolved)).map((d) => [m.source, d.resolved]),
);
const rooms = [...new Set(modules.map((m) => room(m.source)))];
/** Room arrow `a→b` → the file imports behind it. */
const arrows = new Map();
for (const [a, b] of fileEdges) {
  const key = `${room(a)}→${room(b)}`;
  if (room(a) !== room(b)) arrows.set(key, [...(arrows.get(key) ?? []), `${a} → ${b}`]);
}
const roomEdges = [...arrows.keys()].map((key) => key.split('→'));

/** Tarjan's strongly connected components. */
function groups(nodes, edges) {
  const next = new Map(nodes.map((n) => [n, []]));
  for (const [a, b] of edges) next.get(a)?.push(b);
  const index = new Map();
  const low = new Map();
  const stack = [];
  const found = [];
  const visit = (v) => {
    index.set(v, index.size);
    low.set(v, index.get(v));
    stack.push(v);
    for (const w of next.get(v)) {
      if (!index.has(w)) visit(w);
      if (stack.includes(w)) low.set(v, Math.min(low.get(v), low.get(w)));
    }
    if (low.get(v) === index.get(v)) found.push(stack.splice(stack.indexOf(v)));
  };
  for (const n of nodes) if (!index.has(n)) visit(n);
  return found.filter((group) => group.length > 1);
}

/** The arrows back up under the best floor order of one group of rooms (bottom first, by subsets). */
function backUp(group) {
  const at = new Map(group.map((r, i) => [r, i]));
  const importers = group.map(() => 0);
  for (const [a, b] of roomEdges) if (at.has(a) && at.has(b)) importers[at.get(b)] |= 1 << at.get(a);
  const bits = (x) => x.toString(2).replaceAll('0', '').length;
  const best = new Int32Array(1 << group.length).fill(2 ** 30);
  const top = new Int8Array(1 << group.length).fill(-1);
  best[0] = 0;
  for (let below = 0; below < best.length; below++) {
    for (let r = 0; r < group.length; r++) {
      if (below & (1 << r)) continue;
      // Room r goes on top of the rooms below: every one of them that imports it points back up.
      const cost = best[below] + bits(importers[r] & below);
      if (cost < best[below | (1 << r)]) [best[below | (1 << r)], top[below | (1 << r)]] = [cost, r];
    }
  }
  const floor = new Map();
  for (let set = best.length - 1; set; set &= ~(1 << top[set])) floor.set(group[top[set]], bits(set));
  return roomEdges.filter(([a, b]) => floor.has(a) && floor.has(b) && floor.get(a) < floor.get(b));
}

const back = groups(rooms, roomEdges).flatMap((group) => {
  if (group.length > 24)
    throw new Error(`${group.length} rooms import each other: too many to count exactly`);
  return backUp(group);
});
const circles = groups(
  modules.map((m) => m.source),
  fileEdges,
);
console.log(
  `${pkg}${flags.includes('--prod') ? ' (production)' : ''}: ${rooms.length} rooms, ${arrows.size} arrows, ${back.length} back up, ${circles.length} circles`,
);
if (flags.includes('-v')) {
  for (const [a, b] of back) console.log(`  ↑ ${a} → ${b}: ${arrows.get(`${a}→${b}`).join('; ')}`);
  for (const circle of circles) console.log(`  ○ ${circle.join(', ')}`);
}
