import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SearchIcon } from '../../icons';
import * as layout from '../../stories/layout.css';
import { TextField } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  parameters: {
    docs: {
      description: {
        component:
          'A labelled text input with optional hint and error message.\n\n**When to use.** Use it for a single line of free text: names, e-mail addresses, search boxes (`type="search"`), numbers with a unit. Errors go in `error`, hints in `hint`.\n\n**When not to use.** Not for passwords (PasswordField) nor for a choice among known values (Select).',
      },
    },
  },
  args: { label: 'Project name' },
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

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Project name' });
    await userEvent.type(input, 'Usce Tower');
    await expect(input).toHaveValue('Usce Tower');
  },
};

export const Playground: Story = {
  args: {
    label: 'Search',
    placeholder: 'Name or city',
    hint: 'Matches the start of any word',
    startAdornment: <SearchIcon />,
  },
};
