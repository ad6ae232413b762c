import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/map.ts'],
  format: ['esm'],
  dts: { compilerOptions: { ignoreDeprecations: '6.0', customConditions: [] } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom', '@hvac/console-domain'],
  esbuildPlugins: [vanillaExtractPlugin()],
  loader: { '.woff2': 'file', '.woff': 'file' },
});
