import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { toDesignTokens } from './src/theme/designTokens';
import { darkTokens, lightTokens } from './src/theme/tokens';

/** The theme's values as W3C design tokens (DTCG JSON), one file per theme, for design tools. */
function writeDesignTokens() {
  mkdirSync('dist/tokens', { recursive: true });
  for (const tokens of [lightTokens, darkTokens]) {
    writeFileSync(
      `dist/tokens/${tokens.colorScheme}.tokens.json`,
      `${JSON.stringify(toDesignTokens(tokens), null, 2)}\n`,
    );
  }
}

/** Factories whose top-level calls have no side effect: React's, the icon factory, TanStack's features. */
const PURE_FACTORIES = ['memo', 'forwardRef', 'createContext', 'createIcon', 'tableFeatures'];

/**
 * Marks the bundle's top-level factory calls as pure, so that a product's bundler drops what it does
 * not import: each file of dist is one module (the entries and the chunks they share), and without
 * the marks importing Button alone would keep every icon, the table's features and the chart's axes
 * (scripts/package-size.mjs proves it). Marked: the
 * factories above (esbuild may suffix them, `memo2`), vanilla-extract's recipe and sprinkles runtimes
 * (its generated code carries no marks) and `.map` over constant lists.
 */
function markPureFactories() {
  for (const file of readdirSync('dist').filter((name) => name.endsWith('.js'))) {
    const path = `dist/${file}`;
    const code = readFileSync(path, 'utf8');
    const runtimes = [
      ...code.matchAll(/import \{ (?:createRuntimeFn|createSprinkles) as ([\w$]+) \}/g),
    ].map((match) => match[1].replace(/\$/g, '\\$'));
    const callee = [`(?:${PURE_FACTORIES.join('|')})\\d*`, ...runtimes, '[A-Z][A-Z_]*\\.map'];
    const topLevelCall = new RegExp(`^(var [\\w$]+ = )(${callee.join('|')})\\(`, 'gm');
    writeFileSync(path, code.replace(topLevelCall, '$1/* @__PURE__ */ $2('));
  }
}

export default defineConfig({
  entry: ['src/index.ts', 'src/widgets.ts', 'src/map.ts', 'src/create-theme.ts'],
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
  onSuccess: () => {
    markPureFactories();
    writeDesignTokens();
    return Promise.resolve();
  },
});
