import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SearchIcon } from '../../icons';
import * as layout from '../../stories/layout.css';
import { TextField } from './TextField';

const meta = {
  title: 'Components/TextField/Features',
  component: TextField,
  args: { label: 'Email' },
  decorators: [
    (Story) => (
      <div className={layout.narrow}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHint: Story = { args: { hint: 'We send the invitation here' } };

export const WithError: Story = {
  args: { error: 'Email is required', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Email is required');
  },
};

export const Required: Story = { args: { required: true } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'ana@example.com' } };
export const WithPlaceholder: Story = { args: { placeholder: 'name@company.com' } };
export const WithAdornments: Story = {
  args: {
    label: 'Set-point',
    defaultValue: '21.5',
    endAdornment: '°C',
    startAdornment: <SearchIcon />,
  },
};
export const LongText: Story = {
  args: {
    label: 'Street and number of the building where the outdoor units are installed',
    defaultValue: 'Bulevar Mihajla Pupina 6, Novi Beograd, tower B, technical floor 24',
    hint: 'A long hint wraps onto the next line instead of widening the field or being cut off.',
  },
};
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { hint: 'We send the invitation here', error: 'Email is required' },
};
