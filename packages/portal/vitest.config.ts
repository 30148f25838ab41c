import { readdirSync, readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { keepBackendFileUrls } from '@wizyta/testkit/vite';
import { configDefaults, defineProject } from 'vitest/config';

const src = new URL('src/', import.meta.url);

/**
 * The test files that replace a module (`vi.mock`): in a shared module graph a module that imports
 * the replaced one may already be loaded by an earlier file with the real one, and the replacement
 * would not reach it. They run in a project of their own, one module graph per file
 * (vitest.mocks.config.ts).
 */
const MOCKING_FILES = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(new URL(file, src), 'utf8')))
  .map((file) => `src/${file.replaceAll('\\', '/')}`);

/** The portal's unit tests: every file but {@link MOCKING_FILES} (`mocks: false`), or only those. */
export function portalProject(mocks: boolean) {
  return defineProject({
    plugins: [react(), keepBackendFileUrls({ via: 'module-url-variable' })],
    test: {
      name: mocks ? 'portal-mocks' : 'portal',
      include: mocks ? MOCKING_FILES : ['src/**/*.test.{ts,tsx}'],
      exclude: mocks ? configDefaults.exclude : [...configDefaults.exclude, ...MOCKING_FILES],
      environment: 'jsdom',
      setupFiles: ['./src/testing/setupTests.ts'],
      // One jsdom and one module graph per worker instead of per file: creating jsdom and importing
      // the app and the sample backend for each of 39 files was most of the project's time (shared, a
      // run took 0.2–0.3× the CPU time). Each test builds its own backend and app, and setupTests
      // unmounts and clears the storages after every test.
      isolate: mocks,
      // A group of its own (groupOrder 5): a worker runs only this project's files, so it keeps
      // the module graph and jsdom instead of switching to another project's after each file.
      ...(mocks ? {} : { sequence: { groupOrder: 5 } }),
    },
  });
}

export default portalProject(false);
