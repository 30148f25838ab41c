import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREENS_DIR, SHOTS } from './docsScreens';

// The pictures the docs show stay true: each one the README, docs/ or a package README
// references is in docs/screens/, `npm run docs:screens` knows how to make it (SHOTS, taken in
// docsScreens.spec.ts), and its alt text is the one SHOTS gives it.

const root = join(import.meta.dirname, '..');

/** An image a Markdown file references: where it says the file is, and its alt text. */
interface ImageReference {
  readonly doc: string;
  readonly src: string;
  readonly alt: string | undefined;
}

/** Every image of `markdown` (Markdown's `![alt](src)` and HTML's `<img src alt>`). */
function imagesOf(doc: string, markdown: string): ImageReference[] {
  const images: ImageReference[] = [];
  for (const [, alt, src] of markdown.matchAll(/!\[([^\]]*)\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g))
    images.push({ doc, src: src ?? '', alt });
  for (const [tag] of markdown.matchAll(/<img\b[^>]*>/g)) {
    const attribute = (name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
    images.push({ doc, src: attribute('src') ?? '', alt: attribute('alt') });
  }
  return images;
}

/** The repository's Markdown files a reader meets: the README, docs/ and each package's README. */
function docs(): string[] {
  const inDocs = readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.md'))
    .map((path) => join('docs', path));
  const packages = readdirSync(join(root, 'packages'))
    .map((name) => join('packages', name, 'README.md'))
    .filter((path) => existsSync(join(root, path)));
  return ['README.md', ...inDocs, ...packages];
}

const references = docs().flatMap((doc) => imagesOf(doc, readFileSync(join(root, doc), 'utf8')));
const screens = references.filter((image) => image.src.includes('screens/'));
const byFile = new Map(Object.values(SHOTS).map((shot) => [shot.file, shot]));

describe('the pictures of the docs', () => {
  it('reads both kinds of image reference', () => {
    expect(imagesOf('x.md', '![A phone](screens/a.webp "t") <img width="9" src="b.webp" alt="B">')).toEqual([
      { doc: 'x.md', src: 'screens/a.webp', alt: 'A phone' },
      { doc: 'x.md', src: 'b.webp', alt: 'B' },
    ]);
  });

  it.each(screens.map((image) => [`${image.doc} → ${image.src}`, image] as const))(
    '%s: exists, docs:screens makes it, its alt text says what it shows',
    (_, image) => {
      const path = relative(root, join(root, dirname(image.doc), image.src));
      expect(dirname(path), 'a picture of docs/screens/').toBe(SCREENS_DIR);
      const shot = byFile.get(path.slice(SCREENS_DIR.length + 1));
      expect(shot, `${path} is in SHOTS (scripts/docsScreens.ts)`).toBeDefined();
      expect(existsSync(join(root, path)), `${path} exists: run npm run docs:screens`).toBe(true);
      expect(image.alt).toBe(shot?.alt);
    },
  );

  it('shows every picture somewhere, and the README opens with three under its first commands', () => {
    const shown = new Set(screens.map((image) => image.src.split('/').at(-1)));
    expect([...byFile.keys()].filter((file) => !shown.has(file))).toEqual([]);
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const top = readme.slice(0, readme.indexOf('\n## '));
    expect(top.indexOf('npm ci && npm start')).toBeLessThan(top.indexOf('<img'));
    expect(imagesOf('README.md', top).filter((image) => image.src.includes('screens/'))).toHaveLength(3);
    expect(readme).toMatch(/made on\s+\d{4}-\d{2}-\d{2} by `npm run docs:screens`/);
  });

  it('docs/screens/ holds exactly the pictures docs:screens makes, and the journeys take each', () => {
    expect(readdirSync(join(root, SCREENS_DIR)).sort()).toEqual([...byFile.keys()].sort());
    const journeys = readFileSync(join(root, 'scripts/docsScreens.spec.ts'), 'utf8');
    const untaken = Object.keys(SHOTS).filter((name) => !journeys.includes(`'${name}'`));
    expect(untaken).toEqual([]);
  });

  it('gives each picture its own file and an alt text that is a description, not a file name', () => {
    const shots = Object.values(SHOTS);
    expect(new Set(shots.map((shot) => shot.file)).size).toBe(shots.length);
    for (const shot of shots) {
      expect(shot.alt.split(' ').length, shot.file).toBeGreaterThan(8);
      expect(shot.alt, shot.file).not.toMatch(/["[\]<>|]|\.webp/);
    }
  });
});
