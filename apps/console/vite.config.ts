import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// Workspace packages resolve to their TypeScript sources through the `@hvac/source` condition,
// so the console runs and builds without building the packages first.
const conditions = ['@hvac/source', ...defaultClientConditions];

// `*.localhost` host names (demo.localhost, acme.localhost) select the tenant, so both the dev
// server and `vite preview` must accept them.
const allowedHosts = ['.localhost'];

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions },
  server: { port: 5173, allowedHosts },
  preview: { port: 5173, allowedHosts },
  build: {
    // The size budget script (scripts/size.mjs) reads the manifest to know what each route loads.
    manifest: true,
    target: 'es2022',
  },
});
