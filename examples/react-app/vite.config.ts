import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Built into dist/ and served by the sample backend's partner origin at /react-app/dist/, so the
// asset URLs are relative. The widget's loader URL comes from VITE_WIZYTA_LOADER at build time.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
});
