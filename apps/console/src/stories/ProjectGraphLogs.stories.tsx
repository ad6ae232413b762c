import { createMockState } from '@hvac/console-api/mocks';
import { GRAPH_TEXT, MESSAGES } from '@hvac/console-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import ProjectDetailPage from '../pages/ProjectDetailPage';
import type { PageStoryParameters } from './PageStory';
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

// Two headers of the fixtures' VRF over the default range (7 days) and interval (5 minutes). The
// points end at FIXTURE_NOW, so the chart is the same on every run.
const path = '/projects/1/?tab=graph&headers=outdoor_ambient_temp_1,indoor_set_temp_1';
const GRAPH = 'GET /devices/:id/graph/';
const HEADERS = 'GET /devices/:id/graph/headers/';

const meta = {
  title: 'Pages/ProjectDetail/Graph Logs',
  component: ProjectDetailPage,
  ...pageStory,
  parameters: { layout: 'fullscreen', page: { path } satisfies PageStoryParameters },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chosen headers drawn over the last 7 days, with their legend and the exports. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = await canvas.findByRole('figure', { name: GRAPH_TEXT.chartTitle });
    const legend = within(chart).getByRole('list', { name: 'Series' });
    await expect(
      within(legend).getByRole('button', { name: /^System 1 · Outdoor ambient temperature/ }),
    ).toHaveAttribute('aria-pressed', 'true');
    // The unit's system and number come with its name: rooms of the same name stay apart.
    await expect(
      within(legend).getByRole('button', {
        name: /^System 1 · Unit 1 · Reception · Set temperature/,
      }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: GRAPH_TEXT.exportCsv })).toBeEnabled();
    const range = canvas.getByRole('combobox', { name: GRAPH_TEXT.timeRange });
    await expect(range).toHaveDisplayValue('Last 7 days');
    // projects.md: 1, 7, 30, 60 and 90 days.
    await expect(
      within(range)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Last 24 hours', 'Last 7 days', 'Last 30 days', 'Last 60 days', 'Last 90 days']);
    await settled(canvasElement);
  },
};

/** Nothing chosen yet: nothing is fetched, the chart asks for a header. */
export const NoHeaders: Story = {
  parameters: { page: { path: '/projects/1/?tab=graph' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(GRAPH_TEXT.chooseHeader)).toBeVisible();
    await expect(canvas.getByRole('button', { name: GRAPH_TEXT.exportCsv })).toBeDisabled();
    await settled(canvasElement);
  },
};

/** The device kept no points in the range: the specification's message. */
export const Empty: Story = {
  parameters: {
    page: { path, mock: { state: createMockState({ devicesWithoutHistory: [1] }) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(MESSAGES.NO_GRAPH_DATA)).toBeVisible();
    await expect(canvas.getByRole('button', { name: GRAPH_TEXT.exportCsv })).toBeDisabled();
    await settled(canvasElement);
  },
};

/** A project without devices has nothing to graph. */
export const NoDevices: Story = {
  parameters: { page: { path: '/projects/3/?tab=graph' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(GRAPH_TEXT.noDevices)).toBeVisible();
    await settled(canvasElement);
  },
};

/** The points while the server has not answered (the headers have). */
export const Loading: Story = {
  parameters: { page: { path, mock: { pending: [GRAPH] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = await canvas.findByRole('region', { name: GRAPH_TEXT.chartTitle });
    // Busy once the headers are known and the points are asked for.
    await waitFor(() => expect(area).toHaveAttribute('aria-busy', 'true'));
    await expectSpinner(within(area));
  },
};

/** The server failed to send the points: the catalogue's message with Retry, in place and as a toast. */
export const Failed: Story = {
  parameters: { page: { path, mock: { failures: { [GRAPH]: 500 } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = await canvas.findByRole('region', { name: GRAPH_TEXT.chartTitle });
    await expectAlert(within(area), MESSAGES.FAILED_TO_FETCH_CHART_DATA, { retry: true });
    await expect(within(area).queryByText(MESSAGES.NO_GRAPH_DATA)).toBeNull();
    await settled(canvasElement);
  },
};

/**
 * A later range fails after the first one was drawn: the failure replaces the earlier chart (no
 * "No data" and no old lines under a failure toast), and nothing stale can be exported.
 */
export const FailedAfterAnswer: Story = {
  parameters: {
    page: { path, mock: { state: createMockState({ failingGraphRanges: [30] }) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('figure', { name: GRAPH_TEXT.chartTitle });
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: GRAPH_TEXT.timeRange }),
      'Last 30 days',
    );
    const area = canvas.getByRole('region', { name: GRAPH_TEXT.chartTitle });
    await expectAlert(within(area), MESSAGES.FAILED_TO_FETCH_CHART_DATA, { retry: true });
    await expect(within(area).queryByRole('figure')).toBeNull();
    await expect(within(area).queryByText(MESSAGES.NO_GRAPH_DATA)).toBeNull();
    await expect(canvas.getByRole('button', { name: GRAPH_TEXT.exportCsv })).toBeDisabled();
    await settled(canvasElement);
  },
};

/** The server failed to send the headers: that failure with Retry, not "choose a header". */
export const HeadersFailed: Story = {
  parameters: { page: { path, mock: { failures: { [HEADERS]: 500 } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectAlert(canvas, MESSAGES.FAILED_TO_FETCH_HEADERS, { retry: true });
    await expect(canvas.queryByText(GRAPH_TEXT.chooseHeader)).toBeNull();
    await settled(canvasElement);
  },
};

/** The server refused the points to this user. */
export const Forbidden: Story = {
  parameters: { page: { path, mock: { failures: { [GRAPH]: 403 } } } },
  play: async ({ canvasElement }) => {
    await expectForbidden(within(canvasElement));
    await settled(canvasElement);
  },
};

/** On a 320 px phone the selectors stack over the chart; nothing scrolls sideways. */
export const Phone: Story = {
  globals: PHONE_GLOBALS,
  parameters: { testViewport: PHONE_SCREEN },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('figure', { name: GRAPH_TEXT.chartTitle });
    await settled(canvasElement);
    await expectNoSidewaysScroll(canvasElement);
  },
};
