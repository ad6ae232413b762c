import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChevronDownIcon, PlusIcon } from '../../icons';
import { sprinkles } from '../../theme/sprinkles.css';
import { Button, buttonSizes, buttonTones, buttonVariants } from './Button';

const meta = {
  title: 'Components/Button/Features',
  component: Button,
  args: { children: 'Save changes', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

function Grid() {
  return (
    <div className={sprinkles({ display: 'grid', gap: 'medium', gridTemplateColumns: 3 })}>
      {buttonTones.flatMap((tone) =>
        buttonVariants.map((variant) => (
          <Button key={`${tone}-${variant}`} tone={tone} variant={variant}>
            {`${tone} ${variant}`}
          </Button>
        )),
      )}
    </div>
  );
}

export const VariantsAndTones: Story = { render: () => <Grid /> };

export const Sizes: Story = {
  render: (args) => (
    <div className={sprinkles({ display: 'flex', gap: 'medium', alignItems: 'center' })}>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {size}
        </Button>
      ))}
    </div>
  ),
};

export const WithIcons: Story = {
  args: { startIcon: <PlusIcon />, endIcon: <ChevronDownIcon />, children: 'Add device' },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const LongText: Story = {
  args: { children: 'Apply the new set-point to every indoor unit of the third floor' },
};

export const FullWidth: Story = { args: { fullWidth: true } };

export const DarkTheme: Story = { globals: { theme: 'dark' }, render: () => <Grid /> };
