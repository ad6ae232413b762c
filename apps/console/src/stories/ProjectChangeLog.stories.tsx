import { createMockState } from '@hvac/console-api/mocks';
import { MESSAGES } from '@hvac/console-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import ProjectDetailPage from '../pages/ProjectDetailPage';
import type { Canvas, PageStoryParameters } from './PageStory';
import {
  PHONE_GLOBALS,
  PHONE_SCREEN,
  expectAlert,
  expectForbidden,
  expectNoSidewaysScroll,
  expectSpinner,
  pageStory,
  settled,
} from './PageStory';

const path = '/projects/1/?tab=change_log';
const CHANGE_LOG = 'GET /projects/:id/change_log/';

const meta = {
  title: 'Pages/ProjectDetail/Change Log',
  component: ProjectDetailPage,
  ...pageStory,
  parameters: { layout: 'fullscreen', page: { path } satisfies PageStoryParameters },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const timeline = (canvas: Canvas) => canvas.findByRole('region', { name: 'Change Log Entries' });

/** The first page of the timeline: action and status, time, who sent what, and its outcome. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const log = within(await timeline(within(canvasElement)));
    const entries = await log.findAllByRole('listitem');
    await expect(entries).toHaveLength(20);
    const newest = within(entries[0]);
    await expect(newest.getByRole('heading', { name: 'register write - complete' })).toBeVisible();
    await expect(
      newest.getByText(
        'Ivana Nikolić sent register write with parameter Set temperature and value 200. It was successful.',
      ),
    ).toBeVisible();
    await expect(newest.getByText(/^March 14, 2026 at \d\d:15$/)).toBeVisible();
    await expect(within(entries[2]).getByText(/It has failed\.$/)).toBeVisible();
    await settled(canvasElement);
  },
};

/** A project whose parameters were never written. */
export const Empty: Story = {
  parameters: { page: { path, mock: { state: createMockState({ changeLog: [] }) } } },
  play: async ({ canvasElement }) => {
    const log = within(await timeline(within(canvasElement)));
    await expect(await log.findByText(MESSAGES.NO_ENTRIES_YET)).toBeVisible();
    await settled(canvasElement);
  },
};

/** The first page while the server has not answered (the project has). */
export const Loading: Story = {
  parameters: { page: { path, mock: { pending: [CHANGE_LOG] } } },
  play: async ({ canvasElement }) => {
    const region = await timeline(within(canvasElement));
    await expectSpinner(within(region), MESSAGES.LOADING_MORE_ENTRIES);
    await expect(within(region).queryByText(MESSAGES.NO_ENTRIES_YET)).toBeNull();
  },
};

/** The server failed: the timeline says so with a retry (the specification only logs it). */
export const Failed: Story = {
  parameters: { page: { path, mock: { failures: { [CHANGE_LOG]: 500 } } } },
  play: async ({ canvasElement }) => {
    await expectAlert(within(canvasElement), MESSAGES.ERROR_FETCHING_CHANGE_LOGS, { retry: true });
    await settled(canvasElement);
  },
};

/** The server refused the log to this user: no retry. */
export const Forbidden: Story = {
  parameters: { page: { path, mock: { failures: { [CHANGE_LOG]: 403 } } } },
  play: async ({ canvasElement }) => {
    await expectForbidden(within(canvasElement));
    await settled(canvasElement);
  },
};

/** On a 320 px phone the entries wrap; nothing scrolls sideways. */
export const Phone: Story = {
  globals: PHONE_GLOBALS,
  parameters: { testViewport: PHONE_SCREEN },
  play: async ({ canvasElement }) => {
    const log = within(await timeline(within(canvasElement)));
    await expect((await log.findAllByRole('listitem')).length).toBeGreaterThan(0);
    await settled(canvasElement);
    await expectNoSidewaysScroll(canvasElement);
  },
};
