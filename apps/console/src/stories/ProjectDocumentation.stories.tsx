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
  mockStateAs,
  pageStory,
  settled,
} from './PageStory';

const path = '/projects/1/?tab=documentation';
const DOCUMENTS = 'GET /documents/';

const meta = {
  title: 'Pages/ProjectDetail/Documentation',
  component: ProjectDetailPage,
  ...pageStory,
  parameters: { layout: 'fullscreen', page: { path } satisfies PageStoryParameters },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const documents = (canvas: Canvas) => canvas.findByRole('region', { name: 'Documents' });

/** A manager of documents: the upload form, and each document with Download, Rename and Delete. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await documents(canvas));
    await expect(await list.findByText('Maintenance contract 2026')).toBeVisible();
    await expect(
      list.getByRole('link', { name: 'Download Maintenance contract 2026' }),
    ).toBeVisible();
    await expect(list.getAllByRole('button', { name: /^Rename/ })).toHaveLength(6);
    await expect(canvas.getByRole('button', { name: 'Upload' })).toBeVisible();
    await settled(canvasElement);
  },
};

/** A spectator downloads only: no upload form, no Rename or Delete. */
export const Spectator: Story = {
  parameters: { page: { path, mock: { state: mockStateAs('company_spectator') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await documents(canvas));
    await expect(
      await list.findByRole('link', { name: 'Download Maintenance contract 2026' }),
    ).toBeVisible();
    await settled(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Upload' })).toBeNull();
    await expect(list.queryByRole('button', { name: /^Rename|^Delete/ })).toBeNull();
  },
};

/** The lists while the server has not answered (the project has). */
export const Loading: Story = {
  parameters: { page: { path, mock: { pending: [DOCUMENTS] } } },
  play: async ({ canvasElement }) => {
    await expect(await documents(within(canvasElement))).toHaveAttribute('aria-busy', 'true');
  },
};

/** A project without documents: each list says so. */
export const Empty: Story = {
  parameters: { page: { path, mock: { state: createMockState({ documents: [] }) } } },
  play: async ({ canvasElement }) => {
    const list = within(await documents(within(canvasElement)));
    await expect(await list.findAllByText(MESSAGES.NO_DOCUMENTS)).toHaveLength(6);
    await settled(canvasElement);
  },
};

/** The server failed: the lists say so with a retry (and a toast). */
export const Failed: Story = {
  parameters: { page: { path, mock: { failures: { [DOCUMENTS]: 500 } } } },
  play: async ({ canvasElement }) => {
    const list = within(await documents(within(canvasElement)));
    await expectAlert(list, MESSAGES.FAILED_TO_FETCH_DOCUMENTS, { retry: true });
    await settled(canvasElement);
  },
};

/** The server refused the documents to this user: no retry. */
export const Forbidden: Story = {
  parameters: { page: { path, mock: { failures: { [DOCUMENTS]: 403 } } } },
  play: async ({ canvasElement }) => {
    const list = within(await documents(within(canvasElement)));
    await expectForbidden(list);
    await settled(canvasElement);
  },
};

/** On a 320 px phone the lists stack; nothing scrolls sideways. */
export const Phone: Story = {
  globals: PHONE_GLOBALS,
  parameters: { testViewport: PHONE_SCREEN },
  play: async ({ canvasElement }) => {
    const list = within(await documents(within(canvasElement)));
    await list.findByText('Maintenance contract 2026');
    await settled(canvasElement);
    await expectNoSidewaysScroll(canvasElement);
  },
};
