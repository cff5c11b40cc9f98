/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { hebeiCounties } from './scripts/hebei-counties-plugin.ts';

const contractsSrc = fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url));
const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

/**
 * A portal area's index.ts only re-exports (areas.test.ts checks it). Marked free of side effects,
 * a page taking one link helper from another area's index loads that helper, not every card the
 * index also names: the build otherwise assumes each module has effects and loads all it imports.
 */
const portalAreaIndex: Plugin = {
  name: 'portal-area-index',
  transform: (_code, id) =>
    /\/src\/portal\/[^/]+\/index\.ts$/.test(id) ? { moduleSideEffects: false } : null,
};

export default defineConfig({
  plugins: [react(), hebeiCounties(), portalAreaIndex],
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
    setupFiles: ['./src/test-setup.ts'],
  },
});
