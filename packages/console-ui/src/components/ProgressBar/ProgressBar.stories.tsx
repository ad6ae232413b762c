import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as layout from '../../stories/layout.css';
import { ProgressBar, progressTones } from './ProgressBar';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  parameters: {
    docs: {
      description: {
        component:
          'A determinate or indeterminate progress bar (role "progressbar").\n\n**When to use.** Use it when the share done is known (an upload\'s bytes) or for a long task with no figure (indeterminate), inside the region that waits.\n\n**When not to use.** Not for short waits under a second (the Button\'s `loading` or a Spinner is enough).',
      },
    },
  },
  args: { label: 'Uploading floor plan', value: 40 },
  argTypes: {
    tone: { control: 'inline-radio', options: progressTones },
    value: { control: { type: 'range', min: 0, max: 100 } },
  },
  decorators: [
    (Story) => (
      <div className={layout.narrow}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading floor plan' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
  },
};

export const Playground: Story = { args: { showLabel: true, value: 65, tone: 'success' } };
