import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CHANGE_LOG_BY_STATUS, changeLogEntries } from '../fixtures/changeLog';
import * as layout from '../fixtures/storyLayout.css';
import { ChangeLogTimeline } from './ChangeLogTimeline';

const meta = {
  title: 'Widgets/ChangeLogTimeline',
  component: ChangeLogTimeline,
  parameters: {
    docs: {
      description: {
        component:
          "The project's change log as a timeline (projects.md §2): per entry the action and status, the time, who sent which value to which parameter and what became of it, coloured by status, each with the done_all icon. Pages load as the end of the list scrolls into view (`useInfiniteList`); the owner supplies the pages, so any data source fits.\n\n**When to use.** Use it for a history of writes, newest first, that loads more as it scrolls: a project's change log.\n\n**When not to use.** Not for data that people sort or filter by column (DataTable).",
      },
    },
  },
  args: {
    entries: CHANGE_LOG_BY_STATUS,
    loading: false,
    hasMore: false,
    onLoadMore: fn(),
    timeZone: 'UTC',
  },
  decorators: [
    (Story) => (
      <div className={layout.medium}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChangeLogTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One entry of each status: primary, negative, secondary and none. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Change Log Entries' })).toBeVisible();
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[1]).toHaveTextContent('register write - failed');
    await expect(items[1]).toHaveTextContent('It has failed.');
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

export const Playground: Story = { args: { entries: changeLogEntries(3) } };
