import { createMockState } from '@hvac/console-api/mocks';
import { MESSAGES } from '@hvac/console-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import ProjectDetailPage from '../pages/ProjectDetailPage';
import type { Canvas, PageStoryParameters } from './PageStory';
import {
  PHONE_GLOBALS,
  PHONE_SCREEN,
  expectAlert,
  expectForbidden,
  expectNoSidewaysScroll,
  mockStateAs,
  pageStory,
  settled,
} from './PageStory';

const path = '/projects/1/?tab=alarms';
const CONFIGURATIONS = 'GET /alerts/configurations/:projectId/';
const ENTRIES = 'GET /alerts/entries/:projectId/';

const meta = {
  title: 'Pages/ProjectDetail/Alarms',
  component: ProjectDetailPage,
  ...pageStory,
  parameters: {
    layout: 'fullscreen',
    page: { path } satisfies PageStoryParameters,
    // A whole screen: its landmarks' names must differ (the Alarms tab's sections and the
    // tables' scroll regions once shared theirs), so the rule skipped for lone components runs.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: true }] } },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function tables(canvas: Canvas) {
  return {
    configurations: await canvas.findByRole('table', { name: 'Alarm Configurations' }),
    entries: await canvas.findByRole('table', { name: 'Alarm Entries' }),
  };
}

/** An admin: the configurations with Add, Edit and Delete; the entries with Resolve. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { configurations, entries } = await tables(canvas);
    const table = within(configurations);
    await expect(
      await table.findByRole('cell', { name: 'Outdoor ambient temperature' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Alarm Configuration' })).toBeVisible();
    // The unit each configuration watches is named (System 1 · Meeting room), in its row and button.
    await expect(
      await table.findByRole('button', {
        name: 'Edit alarm configuration BW-VRF-01 System 1 Outdoor ambient temperature',
      }),
    ).toBeVisible();
    await expect(table.getByRole('cell', { name: 'System 1 · Meeting room' })).toBeVisible();
    const rows = within(entries);
    await waitFor(() =>
      expect(rows.getAllByRole('button', { name: /^Resolve BW-VRF-01/ })).toHaveLength(3),
    );
    await settled(canvasElement);
  },
};

/** A spectator reads both tables: no Add, Edit, Delete or Resolve; open entries read 'Unresolved'. */
export const Spectator: Story = {
  parameters: { page: { path, mock: { state: mockStateAs('company_spectator') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { configurations, entries } = await tables(canvas);
    await within(configurations).findByRole('cell', { name: 'Outdoor ambient temperature' });
    await waitFor(() => expect(within(entries).getAllByText(MESSAGES.UNRESOLVED)).toHaveLength(3));
    await settled(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Add Alarm Configuration' })).toBeNull();
    await expect(
      within(configurations).queryByRole('button', { name: /^Edit|^Delete/ }),
    ).toBeNull();
    await expect(within(entries).queryByRole('button', { name: /^Resolve BW-VRF-01/ })).toBeNull();
  },
};

/** Both tables while the server has not answered (the project has). */
export const Loading: Story = {
  parameters: { page: { path, mock: { pending: [CONFIGURATIONS, ENTRIES] } } },
  play: async ({ canvasElement }) => {
    const { configurations, entries } = await tables(within(canvasElement));
    await expect(configurations).toHaveAttribute('aria-busy', 'true');
    await expect(entries).toHaveAttribute('aria-busy', 'true');
  },
};

/** No alarm rules and nothing raised: both tables say so; the Status card counts zero. */
export const Empty: Story = {
  parameters: {
    page: {
      path,
      mock: { state: createMockState({ alarmConfigurations: [], alarmEntries: [] }) },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { configurations, entries } = await tables(canvas);
    await expect(await within(configurations).findByText('No alarm configurations')).toBeVisible();
    await expect(await within(entries).findByText('No alarm entries')).toBeVisible();
    await settled(canvasElement);
  },
};

/** The server failed: each table says so with a retry. */
export const Failed: Story = {
  parameters: { page: { path, mock: { failures: { [CONFIGURATIONS]: 500, [ENTRIES]: 500 } } } },
  play: async ({ canvasElement }) => {
    const { configurations, entries } = await tables(within(canvasElement));
    await expectAlert(within(configurations), MESSAGES.FAILED_TO_FETCH_ALARM_CONFIGURATIONS, {
      retry: true,
    });
    await expectAlert(within(entries), MESSAGES.FAILED_TO_FETCH_ALARM_ENTRIES, { retry: true });
    await settled(canvasElement);
  },
};

/** The server refused both lists to this user: each table says so, without a retry. */
export const Forbidden: Story = {
  parameters: { page: { path, mock: { failures: { [CONFIGURATIONS]: 403, [ENTRIES]: 403 } } } },
  play: async ({ canvasElement }) => {
    const { configurations, entries } = await tables(within(canvasElement));
    await expectForbidden(within(configurations));
    await expectForbidden(within(entries));
    await settled(canvasElement);
  },
};

/** On a 320 px phone the tables fit the screen; nothing scrolls sideways. */
export const Phone: Story = {
  globals: PHONE_GLOBALS,
  parameters: { testViewport: PHONE_SCREEN },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Alarm Configurations' }),
    ).toBeVisible();
    await expect(await canvas.findByText('Outdoor ambient temperature')).toBeVisible();
    await settled(canvasElement);
    await expectNoSidewaysScroll(canvasElement);
  },
};
