import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RECENT_PROJECTS } from '../fixtures/dashboard';
import * as layout from '../fixtures/storyLayout.css';
import { RecentProjectsList } from './RecentProjectsList';

const meta = {
  title: 'Widgets/RecentProjectsList/Features',
  component: RecentProjectsList,
  args: { projects: RECENT_PROJECTS, onOpen: fn() },
  decorators: [
    (Story) => (
      <div className={layout.narrow}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RecentProjectsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { projects: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { projects: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No recent projects available')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { projects: undefined, errorMessage: 'Server error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Server error');
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Airport_City_Phase_2' }),
    ).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onOpen).toHaveBeenCalledWith('3', expect.anything());
  },
};

export const LongText: Story = {
  args: {
    projects: [
      'Regional Logistics and Cold Storage Distribution Centre, Building C (North Wing)_42',
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveTextContent(/North Wing\)$/);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};
