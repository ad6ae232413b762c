import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import * as layout from '../../stories/layout.css';
import { Skeleton, skeletonShapes } from './Skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  parameters: {
    docs: {
      description: {
        component:
          'A placeholder with the shape of content that is loading. Decorative: the region that loads should say so (`aria-busy`, or a Spinner with a label).\n\n**When to use.** Use it while content whose shape is known loads (table rows, card fields): it keeps the layout still so nothing jumps when the data arrives.\n\n**When not to use.** Not as the only sign of loading: the region must say it is busy (`aria-busy` or a Spinner with a label); not for unknown or long waits.',
      },
    },
  },
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
  decorators: [
    (Story) => (
      <div className={layout.narrow}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-shape]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};

export const Playground: Story = { args: { shape: 'rectangle', height: 120 } };
