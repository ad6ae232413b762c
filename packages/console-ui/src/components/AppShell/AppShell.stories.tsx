import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppShell } from './AppShell';
import { DemoLogo, DemoPage, DemoSettings, demoNavItems, demoRenderLink } from './AppShellDemo';
import { DRAWER_MODES } from './useNavigationDrawer';

const meta = {
  title: 'Components/AppShell',
  component: AppShell,
  args: {
    title: 'HVAC Console',
    navItems: demoNavItems,
    logo: <DemoLogo />,
    actions: <DemoSettings />,
    renderLink: demoRenderLink,
    children: <DemoPage />,
    mode: 'docked',
  },
  argTypes: {
    mode: { control: 'inline-radio', options: DRAWER_MODES },
    logo: { table: { disable: true } },
    actions: { table: { disable: true } },
    renderLink: { table: { disable: true } },
    children: { table: { disable: true } },
  },
  parameters: {
    layout: 'fullscreen',
    // Each story in its own frame on the docs page: the shell fills the viewport.
    docs: {
      story: { inline: false, iframeHeight: 480 },
      description: {
        component:
          'The signed-in frame: a top bar (menu toggle, logo, title, actions), a 180 px navigation drawer docked on wide screens or laid over the content on narrow ones, and the main content.\n\n**When to use.** Use it once, around every signed-in screen: it gives the page its landmarks (banner, navigation, main), the skip link and the drawer that docks or overlays by width.\n\n**When not to use.** Not for public screens (sign-in, reset password): they have no navigation; centre a Card instead.',
      },
    },
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A wide screen: the 180 px drawer docked open beside the content. */
export const Default: Story = {};

/** `mode: 'auto'` follows the window: resize it (or pick a viewport) across 768 px. */
export const Playground: Story = { args: { mode: 'auto' } };
