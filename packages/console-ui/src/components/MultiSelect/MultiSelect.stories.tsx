import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import * as layout from '../../widgets/fixtures/storyLayout.css';
import { MultiSelect } from './MultiSelect';

const options = [
  'Outdoor air temperature',
  'Leaving water temperature (cooling)',
  'Leaving water temperature (heating)',
  'Domestic hot water tank temperature',
  'Entering (return) water temperature',
  'System 1 · Compressor frequency',
  'System 1 · High pressure',
  'System 1 · Low pressure',
].map((label, index) => ({ value: `h${index}`, label }));

const meta = {
  title: 'Components/MultiSelect',
  component: MultiSelect,
  parameters: {
    docs: {
      description: {
        component:
          "A searchable multiple choice: a search box filters a list of checkboxes (as long as it needs to be, it scrolls); every option stays reachable by Tab and Space, and the count of chosen values is part of the group's name.\n\n**When to use.** Use it to choose several values from a long list that people search (the graph's parameters): the chosen count is part of its name.\n\n**When not to use.** Not for a single choice (use Select) nor for two or three options (show Checkboxes).",
      },
    },
  },
  args: { label: 'Headers', options, labels: { search: 'Search headers' } },
  decorators: [
    (Story) => (
      <div className={layout.narrow}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: ['h0'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search headers' }), 'water');
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(4);
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'Domestic hot water tank temperature' }),
    );
    await expect(canvas.getByRole('group', { name: 'Headers (2 selected)' })).toBeVisible();
  },
};

export const Playground: Story = {
  args: {
    max: 2,
    maxMessage: 'At most 2 headers can be shown at once.',
    defaultValue: ['h1', 'h5'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Outdoor air temperature' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'At most 2 headers can be shown at once.',
    );
  },
};
