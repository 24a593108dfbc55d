import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A plain page that mounts the drawer from source, for the Playwright tests beside this file.
export default defineConfig({
  root: fileURLToPath(new URL('./page', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
  },
  logLevel: 'warn',
});
