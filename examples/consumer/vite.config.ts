import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// What a product needs to use the packages: React, and vanilla-extract for its own theme (.css.ts).
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
});
