import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Components/Checkbox/Features',
  component: Checkbox,
  args: { label: 'Remember me' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const Indeterminate: Story = {
  args: { label: 'All indoor units', checked: 'indeterminate', description: '3 of 8 selected' },
};
export const Invalid: Story = {
  args: { label: 'I accept the terms', invalid: true, required: true },
};
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
export const LongText: Story = {
  args: {
    label:
      'Send me an email whenever an outdoor system of a project I manage reports a new error code',
    description: 'At most one email per device per hour.',
  },
};
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { defaultChecked: true, description: 'Stay signed in on this device' },
};
