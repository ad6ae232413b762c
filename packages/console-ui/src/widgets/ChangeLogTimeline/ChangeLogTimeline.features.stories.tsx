import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CHANGE_LOG_BY_STATUS, changeLogEntries } from '../fixtures/changeLog';
import * as layout from '../fixtures/storyLayout.css';
import type { ChangeLogTimelineProps } from './ChangeLogTimeline';
import { ChangeLogTimeline } from './ChangeLogTimeline';
import * as styles from './ChangeLogTimeline.stories.css';

const meta = {
  title: 'Widgets/ChangeLogTimeline/Features',
  component: ChangeLogTimeline,
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

/** The first page on its way: 'Loading more entries...', not 'No entries yet.'. */
export const Loading: Story = {
  args: { entries: [], loading: true, hasMore: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading more entries...');
    await expect(canvas.queryByText('No entries yet.')).toBeNull();
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No entries yet.')).toBeVisible();
  },
};

/** A page failed: the message with Retry; the timeline asks for no further page. */
export const LoadFailed: Story = {
  args: {
    entries: changeLogEntries(3),
    hasMore: true,
    errorMessage: 'Error fetching project change logs',
    onRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error fetching project change logs');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** Entries shown while the next page loads. */
export const LoadingMore: Story = {
  args: { entries: changeLogEntries(3), loading: true, hasMore: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading more entries...');
  },
};

export const LongText: Story = {
  args: {
    entries: [
      {
        id: 1,
        action: 'single-register-write',
        status: 'complete',
        created_at: '2026-03-14T09:00:00Z',
        user: { first_name: 'Aleksandra-Katarina', last_name: 'Radosavljević-Đorđević' },
        param_name:
          'Electronic expansion valve opening of the secondary refrigerant circuit (heating, zone 4)',
        data: [40199, 'VRF-2026-03-SERBIA-BELGRADE-USCE-TOWER-ROOF-WEST-0000000001'],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('listitem')).toHaveTextContent(
      'and value VRF-2026-03-SERBIA-BELGRADE-USCE-TOWER-ROOF-WEST-0000000001. It was successful.',
    );
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(4);
  },
};

const PAGE_SIZE = 5;

/** A three-page log served from memory: each request answers on the next microtask. */
function PagedTimeline({
  onLoadMore,
  scrolling,
}: Pick<ChangeLogTimelineProps, 'onLoadMore'> & { scrolling: boolean }) {
  const [pages, setPages] = useState(1);
  const [loading, setLoading] = useState(false);
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const load = () => {
    onLoadMore();
    setLoading(true);
    void Promise.resolve().then(() => {
      setPages((count) => count + 1);
      setLoading(false);
    });
  };
  const timeline = (
    <ChangeLogTimeline
      entries={changeLogEntries(pages * PAGE_SIZE)}
      loading={loading}
      hasMore={pages < 3}
      onLoadMore={load}
      timeZone="UTC"
      scrollRoot={scrolling ? root : undefined}
    />
  );
  if (!scrolling) return timeline;
  return (
    <div
      ref={setRoot}
      role="region"
      className={styles.scroller}
      // A scrolling region must be reachable by keyboard to be scrolled without a mouse.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      aria-label="Change log"
    >
      {root ? timeline : null}
    </div>
  );
}

/**
 * A short first page leaves the end of the list in view, so the next page loads at once, one
 * request at a time; once the screen is filled (two pages here) nothing more loads until a scroll.
 */
export const FillsTheScreen: Story = {
  args: { entries: [] },
  render: (args) => <PagedTimeline onLoadMore={args.onLoadMore} scrolling={false} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(10));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** In a scrolling region: the next page loads when the end of the list is scrolled into view. */
export const LoadsOnScroll: Story = {
  args: { entries: [] },
  render: (args) => <PagedTimeline onLoadMore={args.onLoadMore} scrolling />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(5));
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    const region = canvas.getByRole('region', { name: 'Change log' });
    region.scrollTop = region.scrollHeight;
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(10));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
    region.scrollTop = 0;
  },
};

/** A failed write says why: the device's exception, or no answer in time. */
export const FailedWithReason: Story = {
  args: {
    entries: [
      {
        ...changeLogEntries(1, 2)[0],
        id: 'failed-exception',
        status: 'failed',
        detail: 'Illegal data value (exception 03)',
      },
      {
        ...changeLogEntries(1, 6)[0],
        id: 'failed-silent',
        status: 'failed',
        detail: 'No answer within 2 s',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Reason: Illegal data value (exception 03)');
    await expect(items[1]).toHaveTextContent('Reason: No answer within 2 s');
  },
};
