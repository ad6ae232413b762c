import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from '../../components/Spinner/Spinner';
import * as layout from '../fixtures/storyLayout.css';
import { VerticalTabs } from './VerticalTabs';

const TABS = [
  { id: 'alarms', label: 'Alarms' },
  { id: 'floor_plan', label: 'Floor Plan' },
  { id: 'tree_plan', label: 'Tree View' },
  { id: 'change_log', label: 'Change Log' },
  { id: 'graph', label: 'Graph Logs' },
  { id: 'documentation', label: 'Documentation' },
  { id: 'debug_mode', label: 'Debug Mode' },
];

const meta = {
  title: 'Widgets/VerticalTabs/Features',
  component: VerticalTabs,
  args: {
    'aria-label': 'Project sections',
    tabs: TABS,
    value: 'change_log',
    children: <p>Change Log Entries</p>,
  },
} satisfies Meta<typeof VerticalTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The selected tab's code is still loading: the panel holds a spinner. */
export const Loading: Story = {
  args: { children: <Spinner size="large" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tabpanel')).toBeVisible();
  },
};

/** No tab to offer: an empty list, and the panel stays. */
export const Empty: Story = {
  args: { tabs: [], value: undefined, children: <p>Nothing to show.</p> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('tab')).toHaveLength(0);
  },
};

/** The tab's content failed: its own message shows in the panel. */
export const LoadFailed: Story = {
  args: { children: <p role="alert">Error fetching project change logs</p> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    tabs: [
      ...TABS,
      { id: 'long', label: 'Commissioning reports and maintenance contracts of the second wing' },
    ],
    value: 'long',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('tab', { name: /Commissioning reports/ }),
    ).toHaveAttribute('aria-selected', 'true');
  },
};

/** In a narrow container the tabs wrap above the panel. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div className={layout.narrow}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'Change Log' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
