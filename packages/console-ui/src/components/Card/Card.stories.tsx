import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SettingsIcon } from '../../icons';
import * as layout from '../../stories/layout.css';
import { IconButton } from '../IconButton/IconButton';
import { Card, cardElevations, cardPaddings } from './Card';

const meta = {
  title: 'Components/Card',
  component: Card,
  parameters: {
    docs: {
      description: {
        component:
          "A surface grouping related content, optionally with a heading and header actions.\n\n**When to use.** Use it to group what belongs together on a dashboard or a detail page: one subject per card, with a heading when the page has several.\n\n**When not to use.** Not as the whole page's frame, and not nested in another Card; for a list of many similar items use DataTable.",
      },
    },
  },
  args: { title: 'Outdoor system 1', children: 'Outdoor temperature 21.5 °C · 4 indoor units' },
  argTypes: {
    padding: { control: 'inline-radio', options: cardPaddings },
    elevation: { control: 'inline-radio', options: cardElevations },
  },
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

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Outdoor system 1' }),
    ).toHaveTextContent('4 indoor units');
  },
};

export const Playground: Story = {
  args: {
    actions: <IconButton aria-label="Configure" icon={<SettingsIcon />} size="small" />,
    elevation: 'medium',
    padding: 'large',
  },
};
