import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Deliberately plain: no vanilla-extract plugin, no aliases. The package must work without them.
export default defineConfig({ plugins: [react()] });
