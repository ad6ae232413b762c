import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { VerticalTabs } from './VerticalTabs';

const TABS = [
  { id: 'alarms', label: 'Alarms' },
  { id: 'floor_plan', label: 'Floor Plan' },
  { id: 'tree_plan', label: 'Tree View' },
  { id: 'change_log', label: 'Change Log' },
  { id: 'graph', label: 'Graph Logs' },
  { id: 'documentation', label: 'Documentation' },
];

const meta = {
  title: 'Widgets/VerticalTabs',
  component: VerticalTabs,
  parameters: {
    docs: {
      description: {
        component:
          "A project's sections as vertical tabs: the list beside the panel on wide containers, wrapped above it on narrow ones. Arrow keys move between tabs and select them; Home and End jump.\n\n**When to use.** Use it for a detail page's many sections (a project's tabs): it stays usable as the list grows and wraps on narrow screens.\n\n**When not to use.** Not for two or three views (Tabs).",
      },
    },
  },
  args: {
    'aria-label': 'Project sections',
    tabs: TABS,
    defaultValue: 'alarms',
    children: <p>The selected section.</p>,
  },
} satisfies Meta<typeof VerticalTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getByRole('tablist', { name: 'Project sections' });
    await expect(tabs).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.click(canvas.getByRole('tab', { name: 'Alarms' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'Floor Plan' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Documentation' })).toHaveFocus();
  },
};

export const Playground: Story = {};
