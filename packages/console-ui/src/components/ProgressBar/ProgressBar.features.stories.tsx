import type { Meta, StoryObj } from '@storybook/react-vite';
import * as layout from '../../stories/layout.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { ProgressBar, progressTones } from './ProgressBar';

const meta = {
  title: 'Components/ProgressBar/Features',
  component: ProgressBar,
  args: { label: 'Uploading floor plan', value: 40, showLabel: true },
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

function Tones() {
  return (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'large' })}>
      {progressTones.map((tone, index) => (
        <ProgressBar
          key={tone}
          label={`Progress, ${tone}`}
          tone={tone}
          value={25 * (index + 1)}
          showLabel
        />
      ))}
    </div>
  );
}

export const Empty: Story = { args: { value: 0 } };
export const Complete: Story = { args: { value: 100, tone: 'success' } };
export const Indeterminate: Story = {
  args: { value: undefined, label: 'Connecting to the device' },
};
export const WithValueText: Story = { args: { value: 3, max: 8, valueText: '3 of 8 files' } };
export const AllTones: Story = { render: () => <Tones /> };
export const DarkTheme: Story = { globals: { theme: 'dark' }, render: () => <Tones /> };
