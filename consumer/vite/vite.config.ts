import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';

// Deliberately plain: no vanilla-extract plugin, no aliases. The package must work without them.
// Two pages: the component sampler, and a Patterns screen (copied in from the repository's
// patterns/ by the package test) rendered exactly as its stories render it.
export default defineConfig({
  plugins: [react()],
  build: {
    rollupOptions: {
      input: {
        main: resolve(import.meta.dirname, 'index.html'),
        signUp: resolve(import.meta.dirname, 'sign-up.html'),
      },
    },
  },
});
