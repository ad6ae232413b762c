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
  parameters: {
    docs: {
      description: {
        component:
          "A labelled single-choice list on Radix Select: keyboard, typeahead and screen-reader support.\n\n**When to use.** Use it to choose one value from a list of about 4 to 30 known options (permission type, time range): it opens a listbox operated by keyboard and typeahead.\n\n**When not to use.** Not for two or three options always worth seeing (use radio buttons or tabs), not for long lists people search (use MultiSelect's search or a text field), not for actions (use DropdownMenu).\n\n**`native`.** The platform's own `<select>` with the same label, hint, error and value: for a short list of plain labels on a busy screen (the graph's time range and interval). It opens at no cost to the page and phones show their own picker; the Radix list takes 170–250 ms to open at 4× CPU slowdown on the graph tab. Not when options need more than a plain label.",
      },
    },
  },
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
