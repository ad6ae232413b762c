import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

// Workspace packages resolve to their TypeScript sources through the `@hvac/source` condition,
// so the console runs and builds without building the packages first.
// vanilla-extract evaluates `.css.ts` files in a server-side runner, which resolves with the server
// conditions: without the source condition there too, a style file of the app importing `vars` from
// @hvac/console-ui would get the package's built copy, whose CSS variables have other names.
const conditions = ['@hvac/source', ...defaultClientConditions];
const serverConditions = ['@hvac/source', ...defaultServerConditions];

// `*.localhost` host names (demo.localhost, acme.localhost) select the tenant, so both the dev
// server and `vite preview` must accept them.
const allowedHosts = ['.localhost'];

/**
 * Keeps the CSS of console-ui components with the components that use it.
 *
 * - console-ui marks every `*.css.*` module as a side effect (right for the CSS they emit), so
 *   importing its barrel would keep the styles of every component, used or not, in the first chunk
 *   that imports it (/login/). A vanilla-extract style module matters only through its exports
 *   (class names): when none of them is used, it and its CSS can go. The global styles and the font
 *   faces are real side effects and stay.
 * - vanilla-extract compiles an app style file (`vars` from the barrel) into imports of the CSS of
 *   every style file it evaluated: the whole library. The app's style files keep only their own
 *   CSS; a component's CSS arrives with the component.
 */
function keepComponentStylesWithComponents(): Plugin {
  const componentStyles = /console-ui\/(src|dist)\/(?!theme\/global\.css\.ts).*\.css\.ts$/;
  const appStyles = /apps\/console\/src\/.*\.css\.ts$/;
  return {
    name: 'console:keep-component-styles-with-components',
    enforce: 'post',
    apply: 'build',
    transform(code, id) {
      if (componentStyles.test(id)) return { code, map: null, moduleSideEffects: false };
      if (!appStyles.test(id)) return null;
      const own = `${id}.vanilla.css`;
      const kept = code
        .split('\n')
        .filter((line) => !/^import '[^']+\.vanilla\.css[^']*';$/.test(line) || line.includes(own))
        .join('\n');
      return { code: kept, map: null };
    },
  };
}

/** React: every screen needs it; one long-lived file. */
const FRAMEWORK = /node_modules[\\/]\.pnpm[\\/](react|react-dom|scheduler)@/;

/**
 * The router: every screen but a first visit to /login/ (app/Console.tsx shows the sign-in form
 * before the router loads). It joins the services (below), which every other screen loads too.
 */
const ROUTER = /node_modules[\\/]\.pnpm[\\/](react-router|react-router-dom)@/;

/**
 * What /login/ (the entry) needs besides the framework: the session and API client, the sign-in
 * form's primitives, the theme and fonts, the messages, the guard and the route table. Left to the
 * default splitting, these become some thirty small chunks shared with the lazy screens, and the
 * per-file overhead alone would push /login/ over its budget; grouped, they are one file. Modules
 * only the signed-in screens use stay out (and with them Radix, TanStack and SWR). A module missing
 * here only costs an extra chunk, which the size budget check (scripts/size.mjs) reports.
 */
const CORE = new RegExp(
  [
    'packages/console-domain/src/(messages|constants|navigation|tenancy|realtime|validation/password|format/recentProject|units/power|roles|colorScheme)',
    'packages/console-api/src/(?!react/|mocks/|consoleClient|services/(?!auth\\.))',
    'packages/console-ui/src/(index\\.ts|theme/(?!sprinkles)|icons|utils)',
    'packages/console-ui/src/components/(Button|IconButton|Spinner|Toast|TextField|PasswordField|FormField|VisuallyHidden|labels)',
    '@fontsource|@vanilla-extract/recipes|vite/preload-helper|rolldown',
    'apps/console/src/(config|main|pages/LoginScreen)',
    'apps/console/src/app/(Console|api|errors|Logo|layout\\.css|MessageLines|PageFallback|PublicPage|pageHeading|session|signInText|colorScheme|useDocumentTitle)',
  ].join('|'),
);

/**
 * The data services of the API client (see app/services.ts), the router and the routed app's frame
 * (routes, guards, the route effects, the routed sign-in screen), with what `CORE` lists.
 */
const SERVICES = new RegExp(
  `${CORE.source}|${ROUTER.source}|packages/console-api/src/(consoleClient|services/)|apps/console/src/app/(services|App|guards|routes|popStateGuard|pageNavigation)|apps/console/src/pages/LoginPage`,
);

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), keepComponentStylesWithComponents()],
  resolve: { conditions },
  // (`environments.ssr`, not `ssr`: vanilla-extract's compiler replaces the `ssr` key of this config.)
  environments: { ssr: { resolve: { conditions: serverConditions } } },
  server: { port: 5173, allowedHosts },
  preview: { port: 5173, allowedHosts },
  build: {
    // The size budget script (scripts/size.mjs) reads the manifest to know what each route loads.
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Only the listed modules join a group: following dependencies would drag in, through
          // console-ui's barrel, every component of the library.
          includeDependenciesRecursively: false,
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 20 },
            // Only what the entry imports statically: a core module that only lazy screens use
            // (now or after a change) would otherwise add to /login/.
            { name: 'core', test: CORE, tags: ['$initial'], priority: 10 },
            // The API services and the rest of the listed modules: one file for the signed-in
            // screens and the invite screen rather than a handful of small ones.
            { name: 'services', test: SERVICES, priority: 5 },
          ],
        },
      },
    },
  },
});
