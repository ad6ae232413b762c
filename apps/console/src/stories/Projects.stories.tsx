import { createMockState } from '@hvac/console-api/mocks';
import { MESSAGES } from '@hvac/console-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import ProjectListPage from '../pages/ProjectListPage';
import { expectAlert, expectForbidden, mockStateAs, pageStory, settled } from './PageStory';
import type { PageStoryParameters } from './PageStory';

const path = '/projects/';

const meta = {
  title: 'Pages/Projects',
  component: ProjectListPage,
  ...pageStory,
  parameters: { layout: 'fullscreen', page: { path } satisfies PageStoryParameters },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The company's projects, searchable and sortable on the server; an admin may add one. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Projects' });
    await expect(
      await within(table).findByRole('cell', { name: 'Belgrade Waterfront Tower' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Project' })).toBeVisible();
    await settled(canvasElement);
  },
};

/** A spectator sees the projects but may not add one. */
export const Spectator: Story = {
  parameters: {
    page: {
      path,
      mock: { state: mockStateAs('company_spectator') },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Projects' });
    await within(table).findByRole('cell', { name: 'Belgrade Waterfront Tower' });
    await settled(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Add Project' })).not.toBeInTheDocument();
  },
};

/** The list while the server has not answered. */
export const Loading: Story = {
  parameters: { page: { path, mock: { latency: 'infinite' } } },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Projects' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

/** A company without projects. */
export const Empty: Story = {
  parameters: { page: { path, mock: { state: createMockState({ projects: [] }) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No projects found')).toBeVisible();
    await settled(canvasElement);
  },
};

/** The server failed: the list says so with a retry. */
export const Failed: Story = {
  parameters: { page: { path, mock: { failures: { 'GET /projects/': 500 } } } },
  play: async ({ canvasElement }) => {
    await expectAlert(within(canvasElement), MESSAGES.FAILED_TO_FETCH_PROJECT_AND_DEVICES);
    await settled(canvasElement);
  },
};

/** The server refused the list to this user. */
export const Forbidden: Story = {
  parameters: { page: { path, mock: { failures: { 'GET /projects/': 403 } } } },
  play: async ({ canvasElement }) => {
    await expectForbidden(within(canvasElement));
    await settled(canvasElement);
  },
};
