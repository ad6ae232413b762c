import type { Meta, StoryObj } from '@storybook/react-vite';
import { SettingsIcon } from '../../icons';
import * as layout from '../../stories/layout.css';
import { Badge } from '../Badge/Badge';
import { IconButton } from '../IconButton/IconButton';
import { Skeleton } from '../Skeleton/Skeleton';
import { Card } from './Card';

const meta = {
  title: 'Components/Card/Features',
  component: Card,
  args: { title: 'Outdoor system 1', children: 'Outdoor temperature 21.5 °C' },
  decorators: [
    (Story) => (
      <div className={layout.medium}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Badge tone="danger">2 errors</Badge>
        <IconButton aria-label="Configure" icon={<SettingsIcon />} size="small" />
      </>
    ),
  },
};
export const WithoutTitle: Story = { args: { title: undefined } };
export const Loading: Story = { args: { children: <Skeleton lines={3} />, 'aria-busy': true } };
export const Flat: Story = { args: { elevation: 'none' } };
export const LongText: Story = {
  args: {
    title: 'Outdoor system on the technical floor of tower B, serving the east wing offices',
    children:
      'A long body wraps inside the card; no text is cut off and the card never grows wider than its column, however long the words are: Klimaanlagenwartungsprotokollzusammenfassung.',
  },
};
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { actions: <Badge tone="success">Running</Badge> },
};
