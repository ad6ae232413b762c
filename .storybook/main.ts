import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { Plugin } from 'vite';
import { defaultClientConditions, defaultServerConditions, mergeConfig } from 'vite';

/**
 * Workspace packages resolve to their TypeScript sources (the `@hvac/source` condition), in the
 * browser bundle and in the server-side runner where vanilla-extract evaluates `.css.ts` files: an
 * app style file importing `vars` from @hvac/console-ui must get the same source module as the
 * components, or its CSS variables would have other names. apps/console/vite.config.ts does the same.
 *
 * This is a plugin, not inline configuration, and vanilla-extract's compiler receives it through
 * `unstable_pluginFilter`. Storybook has no Vite config file, so the compiler copies Storybook's
 * inline config; while resolving that config Vite writes the plugin's `ssr.external`
 * (`@vanilla-extract/css`, `…/adapter`) into the `environments.ssr` object it was given, and the
 * compiler would then resolve `@vanilla-extract/css/adapter` as a bare external id that Node cannot
 * find from the workspace root ("Failed to load url @vanilla-extract/css/adapter"). A `config` hook
 * returns fresh objects on every call, so neither server sees the other's settings.
 */
function sourceConditions(): Plugin {
  return {
    name: 'hvac:source-conditions',
    config: () => ({
      resolve: { conditions: ['@hvac/source', ...defaultClientConditions] },
      environments: {
        ssr: { resolve: { conditions: ['@hvac/source', ...defaultServerConditions] } },
      },
    }),
  };
}

// Stories live next to their components. Apps that add stories append their glob here.
const config: StorybookConfig = {
  // Docs pages (MDX) first: the Introduction opens Storybook. The test runner only visits stories.
  stories: [
    '../packages/console-ui/docs/*.mdx',
    '../packages/console-ui/src/**/*.stories.@(ts|tsx)',
    // Pages/*: the app's real screens against the MSW handlers of @hvac/console-api/mocks.
    '../apps/console/src/**/*.stories.@(ts|tsx)',
  ],
  // The MSW service worker (public/mockServiceWorker.js, `msw init` of the installed msw) for Pages/*.
  staticDirs: ['./public'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      plugins: [
        sourceConditions(),
        // .css.ts files compile to static CSS, exactly as in the package build.
        vanillaExtractPlugin({
          unstable_pluginFilter: ({ name }) => name === 'hvac:source-conditions',
        }),
      ],
      define: {
        // The dashboard's map draws the package's generated grid tiles: no network, same pixels.
        'import.meta.env.VITE_MAP_TILE_URL': JSON.stringify('local'),
        // Live values are read once per story (an hour between re-reads): a re-read during the
        // screenshots would veil a table for a moment. The e2e suite covers the refresh itself.
        'import.meta.env.VITE_LIVE_REFRESH_MS': JSON.stringify('3600000'),
      },
    });
  },
};

export default config;
