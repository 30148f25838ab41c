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
  },
});
