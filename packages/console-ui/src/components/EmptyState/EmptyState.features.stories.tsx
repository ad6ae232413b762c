import type { Meta, StoryObj } from '@storybook/react-vite';
import { AlertCircleIcon, SearchIcon } from '../../icons';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/EmptyState/Features',
  component: EmptyState,
  args: { title: 'No Devices' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};
export const NoSearchResults: Story = {
  args: {
    title: 'No projects match “Zagreb”',
    description: 'Check the spelling or search by city or street.',
    icon: <SearchIcon />,
  },
};
export const ErrorState: Story = {
  args: {
    title: 'Failed to fetch documents.',
    description: 'The server did not answer. Your documents are safe.',
    icon: <AlertCircleIcon />,
    action: (
      <Button variant="outline" tone="neutral">
        Try again
      </Button>
    ),
  },
};
export const WithoutIcon: Story = { args: { icon: null, description: 'Nothing to show yet.' } };
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: {
    description: 'Add an outdoor system to this project.',
    action: <Button>Add device</Button>,
  },
};
