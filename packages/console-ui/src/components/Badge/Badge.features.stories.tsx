import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckCircleIcon } from '../../icons';
import { sprinkles } from '../../theme/sprinkles.css';
import { Badge, badgeTones, badgeVariants } from './Badge';

const meta = {
  title: 'Components/Badge/Features',
  component: Badge,
  args: { children: 'Badge' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

function AllTones() {
  return (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'small' })}>
      {badgeVariants.map((variant) => (
        <div
          key={variant}
          className={sprinkles({ display: 'flex', gap: 'small', flexWrap: 'wrap' })}
        >
          {badgeTones.map((tone) => (
            <Badge key={tone} tone={tone} variant={variant}>
              {`${tone} ${variant}`}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  );
}

export const TonesAndVariants: Story = { render: () => <AllTones /> };
export const WithIcon: Story = {
  args: { tone: 'success', icon: <CheckCircleIcon />, children: 'No Errors' },
};
export const Count: Story = { args: { tone: 'danger', variant: 'solid', children: '12' } };
export const LongText: Story = {
  args: { children: 'Communication lost with the outdoor unit controller', tone: 'info' },
};
export const DarkTheme: Story = { globals: { theme: 'dark' }, render: () => <AllTones /> };
