import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import * as layout from '../../stories/layout.css';
import { Select } from './Select';

const countryOptions = [
  { value: 'RS', label: 'Serbia' },
  { value: 'DE', label: 'Germany' },
  { value: 'AT', label: 'Austria' },
  { value: 'HU', label: 'Hungary' },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { label: 'Country', options: countryOptions, onValueChange: fn() },
  decorators: [
    (Story) => (
      <div className={layout.narrow}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Germany' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('DE');
    await expect(trigger).toHaveTextContent('Germany');
  },
};

export const Playground: Story = {
  args: { placeholder: 'Choose a country', hint: 'Where the project is', required: true },
};
