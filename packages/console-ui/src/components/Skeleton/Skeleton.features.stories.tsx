import type { Meta, StoryObj } from '@storybook/react-vite';
import * as layout from '../../stories/layout.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Components/Skeleton/Features',
  component: Skeleton,
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

function CardPlaceholder() {
  return (
    <div className={sprinkles({ display: 'flex', gap: 'medium', alignItems: 'flex-start' })}>
      <Skeleton shape="circle" width={40} />
      <div className={sprinkles({ flexGrow: 1 })}>
        <Skeleton lines={3} />
      </div>
    </div>
  );
}

export const Paragraph: Story = { args: { lines: 4 } };
export const Rectangle: Story = { args: { shape: 'rectangle', height: 160 } };
export const Circle: Story = { args: { shape: 'circle', width: 48 } };
export const Composition: Story = { render: () => <CardPlaceholder /> };
export const DarkTheme: Story = { globals: { theme: 'dark' }, render: () => <CardPlaceholder /> };
