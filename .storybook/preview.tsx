import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect } from 'react';
import { configure } from 'storybook/test';
import type { ReactNode } from 'react';
import { darkThemeClass, lightThemeClass } from '../packages/console-ui/src/theme';

// Play functions wait for portals and transitions with findBy*/waitFor; a loaded 2-core CI machine
// can take longer than Testing Library's 1 s default. Passing stories are not slowed down.
configure({ asyncUtilTimeout: 5000 });

const themeClasses = { light: lightThemeClass, dark: darkThemeClass } as const;
type ThemeName = keyof typeof themeClasses;

function isThemeName(value: unknown): value is ThemeName {
  return value === 'light' || value === 'dark';
}

// Themes are classes, not providers. The class goes on <html> too, because Radix portals
// (dialogs, menus, selects) render outside the story's wrapper.
function ThemeRoot({
  theme,
  applyToDocument,
  children,
}: {
  theme: ThemeName;
  applyToDocument: boolean;
  children: ReactNode;
}) {
  useLayoutEffect(() => {
    if (!applyToDocument) return;
    const root = document.documentElement;
    root.classList.remove(...Object.values(themeClasses));
    root.classList.add(themeClasses[theme]);
  }, [theme, applyToDocument]);
  return <div className={themeClasses[theme]}>{children}</div>;
}

const withTheme: Decorator = (Story, context) => (
  <ThemeRoot
    theme={isThemeName(context.globals.theme) ? context.globals.theme : 'light'}
    // A docs page shows several stories at once: each keeps its own wrapper, the page stays put.
    applyToDocument={context.viewMode !== 'docs'}
  >
    <Story />
  </ThemeRoot>
);

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Colour theme of the console',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any axe violation fails the story, in the addon panel and in the test runner.
    a11y: { test: 'error' },
    docs: { toc: true },
  },
};

export default preview;
