import react from '@vitejs/plugin-react';
import { keepBackendFileUrls } from '@wizyta/testkit/vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react(), keepBackendFileUrls({ via: 'module-url-variable' })],
  test: {
    name: 'portal',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/testing/setupTests.ts'],
    // One jsdom and one module graph per worker instead of per file (creating jsdom was two thirds
    // of the project's time). Each test renders in a memory router against a fresh backend, and
    // setupTests unmounts and clears the storages after every test.
    isolate: false,
    // A group of its own (groupOrder 4): a worker runs only this project's files, so it keeps
    // the module graph and jsdom instead of switching to another project's after each file.
    sequence: { groupOrder: 4 },
  },
});
