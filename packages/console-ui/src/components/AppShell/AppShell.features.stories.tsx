import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from './AppShell';
import { DemoLogo, DemoPage, DemoSettings, demoNavItems, demoRenderLink } from './AppShellDemo';

const meta = {
  title: 'Components/AppShell/Features',
  component: AppShell,
  args: {
    title: 'HVAC Console',
    navItems: demoNavItems,
    logo: <DemoLogo />,
    actions: <DemoSettings />,
    renderLink: demoRenderLink,
    children: <DemoPage />,
  },
  argTypes: {
    logo: { table: { disable: true } },
    actions: { table: { disable: true } },
    renderLink: { table: { disable: true } },
    children: { table: { disable: true } },
  },
  parameters: {
    layout: 'fullscreen',
    // Each story in its own frame on the docs page: the shell fills the viewport.
    docs: { story: { inline: false, iframeHeight: 480 } },
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wide screens dock the drawer open; the menu button hides and shows it. */
export const WideScreen: Story = {
  args: { mode: 'docked' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(within(nav).getByRole('link', { name: 'Devices' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await userEvent.click(menu);
    await expect(canvas.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  },
};

/** With the docked drawer closed, the page takes the whole width (not a column of its content). */
export const WideScreenDrawerClosed: Story = {
  args: { mode: 'docked', defaultOpen: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    const shellWidth = canvas.getByRole('banner').getBoundingClientRect().width;
    const mainWidth = canvas.getByRole('main').getBoundingClientRect().width;
    await expect(mainWidth).toBeGreaterThanOrEqual(shellWidth - 1);
    // Opening the drawer again gives it its column and the page the rest.
    await userEvent.click(menu);
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    const navWidth = nav.getBoundingClientRect().width;
    await expect(navWidth).toBeGreaterThan(0);
    await expect(canvas.getByRole('main').getBoundingClientRect().width).toBeCloseTo(
      shellWidth - navWidth,
      0,
    );
    await userEvent.click(menu);
    await expect(canvas.getByRole('main').getBoundingClientRect().width).toBeGreaterThanOrEqual(
      shellWidth - 1,
    );
  },
};

/** Narrow screens start closed; the drawer opens over the content and Escape closes it. */
export const NarrowScreen: Story = {
  args: { mode: 'overlay' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await userEvent.click(menu);
    const drawer = await canvas.findByRole('dialog', { name: 'Main navigation' });
    await expect(within(drawer).getByRole('link', { name: 'Projects' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(menu).toHaveFocus();
  },
};

/** The open overlay, as a screenshot: backdrop over the content, drawer on top. */
export const NarrowScreenOpen: Story = {
  args: { mode: 'overlay', defaultOpen: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const drawer = await canvas.findByRole('dialog', { name: 'Main navigation' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Users' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await canvas.findByRole('dialog', { name: 'Main navigation' });
  },
};

export const LongTitle: Story = {
  args: {
    mode: 'docked',
    title: 'Riverside Offices — Building B, third floor, heat pumps and indoor units',
  },
};

export const DarkTheme: Story = { args: { mode: 'docked' }, globals: { theme: 'dark' } };
