import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ALERTS } from '../fixtures/dashboard';
import * as layout from '../fixtures/storyLayout.css';
import { RecentAlertsList } from './RecentAlertsList';

const meta = {
  title: 'Widgets/RecentAlertsList/Features',
  component: RecentAlertsList,
  args: { alerts: ALERTS, onOpenProject: fn(), timeZone: 'UTC' },
  decorators: [
    (Story) => (
      <div className={layout.medium}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RecentAlertsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { alerts: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { alerts: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No alerts')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { alerts: undefined, errorMessage: 'Failed to fetch alarm entries.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};

/** Keyboard: Tab reaches each alert, Enter opens its project. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('button', { name: /Compressor error/ }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenProject).toHaveBeenCalledWith(ALERTS[0]);
  },
};

export const LongText: Story = {
  args: {
    alerts: [
      {
        id: 1,
        device: { unit_id: 'VRF-2026-03-SERBIA-BELGRADE-USCE-TOWER-ROOF-WEST-0000000001' },
        alarm_configuration: {
          parameter_name:
            'Electronic expansion valve opening of the secondary refrigerant circuit (heating)',
        },
        triggered_value: 123456.789,
        triggered_at: '2026-03-14T09:12:00Z',
        is_resolved: false,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveTextContent('123456.789');
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(5);
  },
};
