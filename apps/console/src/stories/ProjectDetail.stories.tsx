import { createMockState, makeCurrentUser } from '@hvac/console-api/mocks';
import { MESSAGES } from '@hvac/console-domain';
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
  scrollToTop,
  settled,
} from './PageStory';

// Belgrade Waterfront Tower of the fixtures: a VRF, three unresolved alarms, error_status set.
const path = '/projects/1/';

const meta = {
  title: 'Pages/ProjectDetail/Detail',
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

/** The project's hero, its cards (Info, Contact, Devices, Status) and its tabs, Alarms first. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Belgrade Waterfront Tower' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: MESSAGES.ERRORS })).toBeVisible();
    for (const card of ['Info', 'Contact', 'Devices', 'Status']) {
      await expect(canvas.getByRole('heading', { level: 2, name: card })).toBeVisible();
    }
    await expect(canvas.getByText('BW Development')).toBeVisible();
    await expect(canvas.getByText('marko.jovanovic@demo-climate.rs')).toBeVisible();
    const tabs = canvas.getByRole('tablist', { name: 'Project sections' });
    await expect(within(tabs).getByRole('tab', { name: 'Alarms' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const names = within(tabs)
      .getAllByRole('tab')
      .map((tab) => tab.textContent?.trim());
    await expect(names).toEqual([
      'Alarms',
      'Floor Plan',
      'Tree View',
      'Change Log',
      'Graph Logs',
      'Documentation',
    ]);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Alarm Configurations' }),
    ).toBeVisible();
    await settled(canvasElement);
  },
};

/** 'Errors' in the hero opens the Alarms tab from another tab and moves focus to it. */
export const ShowErrors: Story = {
  parameters: { page: { path: `${path}?tab=change_log` } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = await canvas.findByRole('tablist', { name: 'Project sections' });
    await expect(within(tabs).getByRole('tab', { name: 'Change Log' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: MESSAGES.ERRORS }));
    const alarms = within(tabs).getByRole('tab', { name: 'Alarms' });
    await waitFor(() => expect(alarms).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() => expect(alarms).toHaveFocus());
    // Scrolled into view: the tab is in the window (the hero above it is not).
    const view = canvasElement.ownerDocument.defaultView;
    await waitFor(() =>
      expect(alarms.getBoundingClientRect().top).toBeLessThan(view?.innerHeight ?? 0),
    );
    await expect(view?.scrollY).toBeGreaterThan(0);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Alarm Entries' }),
    ).toBeVisible();
    await settled(canvasElement);
    // The screenshot from the top and without focus: where the page stopped scrolling depends on
    // when the tables' rows arrived (and a scrolled full-page shot draws the sticky top bar
    // mid-page); whether a script-focused tab draws its ring is the browser's focus-visible guess.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    scrollToTop(canvasElement);
  },
};

/** A superuser also gets the Debug Mode tab. */
export const Superuser: Story = {
  parameters: {
    page: {
      path,
      mock: { state: createMockState({ currentUser: makeCurrentUser({ is_superuser: true }) }) },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = await canvas.findByRole('tablist', { name: 'Project sections' });
    await expect(await within(tabs).findByRole('tab', { name: 'Debug Mode' })).toBeVisible();
    await canvas.findByRole('heading', { level: 2, name: 'Alarm Configurations' });
    await settled(canvasElement);
  },
};

/** A project without devices, investor or contact, and no errors. */
export const Empty: Story = {
  parameters: { page: { path: '/projects/3/' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Sarajevo Library' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: MESSAGES.NO_ERRORS })).toBeVisible();
    // The Devices card shows only when the project has devices (projects.md §2), or to an editor
    // (an admin here), to add the first one (DECISIONS.md Real devices).
    const devices = await canvas.findByRole('region', { name: 'Devices' });
    await expect(within(devices).getByRole('button', { name: 'Add Device' })).toBeVisible();
    await expect(await canvas.findByText('No alarm configurations')).toBeVisible();
    await settled(canvasElement);
  },
};

/** The project while the server has not answered. */
export const Loading: Story = {
  parameters: { page: { path, mock: { pending: ['GET /projects/:id/'] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectSpinner(canvas);
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/** The server failed: the catalogue's message with a retry. */
export const Failed: Story = {
  parameters: { page: { path, mock: { failures: { 'GET /projects/:id/': 500 } } } },
  play: async ({ canvasElement }) => {
    await expectAlert(within(canvasElement), MESSAGES.FAILED_TO_FETCH_PROJECT_AND_DEVICES, {
      retry: true,
    });
    await settled(canvasElement);
  },
};

/** The server refused the project to this user: no retry. */
export const Forbidden: Story = {
  parameters: { page: { path, mock: { failures: { 'GET /projects/:id/': 403 } } } },
  play: async ({ canvasElement }) => {
    await expectForbidden(within(canvasElement), { retry: false });
    await settled(canvasElement);
  },
};

/** An address naming no project: not found, with the way back to the list. */
export const NotFound: Story = {
  parameters: { page: { path: '/projects/999/' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Project not found')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Projects' })).toBeVisible();
    await settled(canvasElement);
  },
};

/** On a 320 px phone the cards and tabs stack; nothing scrolls sideways. */
export const Phone: Story = {
  globals: PHONE_GLOBALS,
  parameters: { testViewport: PHONE_SCREEN },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Belgrade Waterfront Tower' }),
    ).toBeVisible();
    await expect(canvas.getByRole('tablist', { name: 'Project sections' })).toBeVisible();
    await canvas.findByRole('heading', { level: 2, name: 'Alarm Entries' });
    await settled(canvasElement);
    await expectNoSidewaysScroll(canvasElement);
  },
};
