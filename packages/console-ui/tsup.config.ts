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
  // The shipped font goes into dist/index.css (the `./styles.css` export) with its woff2 files,
  // instead of staying a bare CSS import that only some bundlers understand.
  noExternal: [/^@fontsource\//],
  esbuildPlugins: [vanillaExtractPlugin()],
  loader: { '.woff2': 'file', '.woff': 'file' },
});
