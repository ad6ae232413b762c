import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner, spinnerSizes } from './Spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  parameters: {
    docs: {
      description: {
        component:
          "An indeterminate loading indicator, announced politely as a status.\n\n**When to use.** Use it for a wait whose shape is unknown (a screen's code loading, a panel fetching), with a label that is announced politely.\n\n**When not to use.** Not inside buttons (use Button's `loading`) nor where a Skeleton can keep the layout stable.",
      },
    },
  },
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading');
  },
};

export const Playground: Story = {
  args: { size: 'large', label: 'Loading devices', showLabel: true },
};
