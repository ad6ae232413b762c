import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, mergeConfig } from 'vite';

// Stories live next to their components. Apps that add stories append their glob here.
const config: StorybookConfig = {
  stories: ['../packages/console-ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      // .css.ts files compile to static CSS, exactly as in the package build.
      plugins: [vanillaExtractPlugin()],
      // Workspace packages resolve to their TypeScript sources; nothing needs building first.
      resolve: { conditions: ['@hvac/source', ...defaultClientConditions] },
    });
  },
};

export default config;
