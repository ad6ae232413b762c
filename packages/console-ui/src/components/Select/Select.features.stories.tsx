import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import * as layout from '../../stories/layout.css';
import { Select } from './Select';

const options = [
  { value: 'RS', label: 'Serbia' },
  { value: 'DE', label: 'Germany' },
  { value: 'AT', label: 'Austria', disabled: true },
  { value: 'HU', label: 'Hungary' },
];

const meta = {
  title: 'Components/Select/Features',
  component: Select,
  args: { label: 'Country', options },
  decorators: [
    (Story) => (
      <div className={layout.roomForPopover}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = { args: { placeholder: 'Choose a country' } };
export const Selected: Story = { args: { defaultValue: 'RS' } };

export const Open: Story = {
  args: { defaultValue: 'DE', defaultOpen: true },
  play: async () => {
    await expect(await screen.findByRole('listbox')).toBeVisible();
    await expect(screen.getByRole('option', { name: 'Austria' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const WithError: Story = { args: { error: 'Country is required', required: true } };
export const Disabled: Story = { args: { defaultValue: 'RS', disabled: true } };
export const LongText: Story = {
  args: {
    label: 'Permission type',
    options: [
      { value: 'admin', label: 'Company Admin — manages users, projects and every device' },
      { value: 'operator', label: 'Operator' },
    ],
    defaultValue: 'admin',
  },
};
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: 'DE', defaultOpen: true },
  play: async () => {
    await expect(await screen.findByRole('listbox')).toBeVisible();
  },
};

/** `native`: the platform's `<select>`, styled as the closed Radix trigger. */
export const Native: Story = {
  args: { native: true, defaultValue: 'DE', onValueChange: fn() },
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await expect(select).toHaveValue('DE');
    await expect(within(select).getByRole('option', { name: 'Austria' })).toBeDisabled();
    await userEvent.selectOptions(select, 'Hungary');
    await expect(select).toHaveValue('HU');
    await expect(args.onValueChange).toHaveBeenCalledWith('HU');
    select.blur();
  },
};

export const NativePlaceholder: Story = {
  args: {
    native: true,
    placeholder: 'Choose a country',
    error: 'Country is required',
    required: true,
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: /Country/ });
    await expect(select).toHaveValue('');
    await expect(select).toHaveAccessibleDescription('Country is required');
    await expect(select).toBeInvalid();
  },
};

export const NativeDisabled: Story = { args: { native: true, defaultValue: 'RS', disabled: true } };
