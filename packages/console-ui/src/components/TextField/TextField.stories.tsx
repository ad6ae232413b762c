import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SearchIcon } from '../../icons';
import * as layout from '../../stories/layout.css';
import { TextField } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
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
