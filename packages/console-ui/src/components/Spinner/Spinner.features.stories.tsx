import type { Meta, StoryObj } from '@storybook/react-vite';
import { sprinkles } from '../../theme/sprinkles.css';
import { Spinner, spinnerSizes } from './Spinner';

const meta = {
  title: 'Components/Spinner/Features',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

function Sizes() {
  return (
    <div className={sprinkles({ display: 'flex', gap: 'large', alignItems: 'center' })}>
      {spinnerSizes.map((size) => (
        <Spinner key={size} size={size} label={`Loading, ${size}`} />
      ))}
    </div>
  );
}

export const AllSizes: Story = { render: () => <Sizes /> };
export const WithVisibleLabel: Story = { args: { label: 'Loading projects', showLabel: true } };
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { label: 'Loading projects', showLabel: true },
};
