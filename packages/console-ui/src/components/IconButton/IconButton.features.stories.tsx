import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MenuIcon, SettingsIcon } from '../../icons';
import { sprinkles } from '../../theme/sprinkles.css';
import { buttonSizes, buttonVariants } from '../Button/Button';
import { IconButton } from './IconButton';

const meta = {
  title: 'Components/IconButton/Features',
  component: IconButton,
  args: { 'aria-label': 'Settings', icon: <SettingsIcon /> },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

function All() {
  return (
    <div className={sprinkles({ display: 'flex', gap: 'medium', alignItems: 'center' })}>
      {buttonVariants.flatMap((variant) =>
        buttonSizes.map((size) => (
          <IconButton
            key={`${variant}-${size}`}
            aria-label={`Menu, ${variant}, ${size}`}
            icon={<MenuIcon />}
            variant={variant}
            size={size}
          />
        )),
      )}
    </div>
  );
}

export const VariantsAndSizes: Story = { render: () => <All /> };
export const Danger: Story = { args: { tone: 'danger', variant: 'solid' } };
export const Disabled: Story = { args: { disabled: true, variant: 'outline' } };
export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Settings' })).toHaveFocus();
  },
};
export const DarkTheme: Story = { globals: { theme: 'dark' }, render: () => <All /> };
