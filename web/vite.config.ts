/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress-plugin.ts';
import { hebeiCounties } from './scripts/hebei-counties-plugin.ts';

const contractsSrc = fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url));
const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), precompress(), hebeiCounties()],
  resolve: {
    alias: { '@vets/contracts': contractsSrc },
    // Every TipTap package is pinned to one version; one copy of core and pm serves them all.
    dedupe: ['@tiptap/core', '@tiptap/pm'],
  },
  server: {
    proxy: { '/api': { target: apiTarget, ws: true }, '/app-config.js': apiTarget },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // The manifest lets bench/map-bundle.bench.ts find the chunks the map pulls in.
    manifest: true,
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
  },
});
