import { createMockState } from '@hvac/console-api/mocks';
import { MESSAGES } from '@hvac/console-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import DashboardPage from '../pages/DashboardPage';
import { expectAlert, expectForbidden, pageStory, settled } from './PageStory';
import type { PageStoryParameters } from './PageStory';

const path = '/dashboard/';

const meta = {
  title: 'Pages/Dashboard',
  component: DashboardPage,
  ...pageStory,
  parameters: { layout: 'fullscreen', page: { path } satisfies PageStoryParameters },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card of the given heading (each dashboard card is headed by its title). */
async function card(canvasElement: HTMLElement, title: string) {
  const heading = await within(canvasElement).findByRole('heading', { level: 2, name: title });
  const section = heading.closest('section') ?? heading.parentElement;
  if (!section) throw new Error(`No card around ${title}`);
  return within(section);
}

/** Recent alerts, recent projects, the alarm statistics and the map of every project. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const projects = await card(canvasElement, 'Recent Projects');
    await expect(
      await projects.findByRole('button', { name: /Belgrade Waterfront Tower/ }),
    ).toBeVisible();
    const alerts = await card(canvasElement, 'Recent Alerts');
    await expect((await alerts.findAllByRole('button')).length).toBeGreaterThan(0);
    await expect(await canvas.findByRole('region', { name: 'Projects map' })).toBeVisible();
    await settled(canvasElement);
  },
};

/** Every card while the server has not answered; the map comes once they have. */
export const Loading: Story = {
  parameters: { page: { path, mock: { latency: 'infinite' } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Dashboard' }),
    ).toBeVisible();
    const alerts = await card(canvasElement, 'Recent Alerts');
    await expect(alerts.queryByText(MESSAGES.NO_ALERTS)).not.toBeInTheDocument();
    // The map waits below until the cards have their answers (their growth would move it).
    await expect(
      within(canvasElement).queryByRole('region', { name: 'Projects map' }),
    ).not.toBeInTheDocument();
  },
};

/** A company with no projects, no alerts and nothing visited. */
export const Empty: Story = {
  parameters: {
    page: {
      path,
      mock: {
        state: createMockState({ projects: [], alarmEntries: [], recentProjectIds: [] }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await (await card(canvasElement, 'Recent Alerts')).findByText(MESSAGES.NO_ALERTS),
    ).toBeVisible();
    await expect(
      await (await card(canvasElement, 'Recent Projects')).findByText(MESSAGES.NO_RECENT_PROJECTS),
    ).toBeVisible();
    await expect(
      await within(canvasElement).findByRole('region', { name: 'Projects map' }),
    ).toBeVisible();
    await settled(canvasElement);
  },
};

/** The server failed: the lists say so; the statistics are only logged and show zeros. */
export const Failed: Story = {
  parameters: {
    page: {
      path,
      mock: {
        failures: {
          'GET /alerts/entries/': 500,
          'GET /projects/recent/': 500,
          'GET /alerts/entries/stats/': 500,
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expectAlert(await card(canvasElement, 'Recent Alerts'), MESSAGES.SERVER_ERROR);
    await expectAlert(await card(canvasElement, 'Recent Projects'), MESSAGES.SERVER_ERROR);
    await settled(canvasElement);
  },
};

/** The server refused the alerts to this user: the card says so. */
export const Forbidden: Story = {
  parameters: { page: { path, mock: { failures: { 'GET /alerts/entries/': 403 } } } },
  play: async ({ canvasElement }) => {
    await expectForbidden(await card(canvasElement, 'Recent Alerts'));
    await settled(canvasElement);
  },
};
