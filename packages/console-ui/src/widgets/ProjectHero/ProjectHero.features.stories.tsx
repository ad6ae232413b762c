import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { LONG_PROJECT, PROJECT } from '../fixtures/projectDetail';
import { ProjectHero } from './ProjectHero';

const meta = {
  title: 'Widgets/ProjectHero/Features',
  component: ProjectHero,
  args: { project: PROJECT, onShowErrors: fn() },
} satisfies Meta<typeof ProjectHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { project: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** No picture, no description: the name and address alone. */
export const Empty: Story = {
  args: { project: { ...PROJECT, image: null, description: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};

/** error_status set: 'Errors' in the danger colour, with its icon. */
export const WithErrors: Story = {
  args: { project: { ...PROJECT, error_status: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Errors' })).toHaveAttribute(
      'data-state',
      'errors',
    );
  },
};

/** Without an action the state is text, not a button. */
export const StateOnly: Story = {
  args: { onShowErrors: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText('No Errors')).toBeVisible();
  },
};

export const LongText: Story = {
  args: { project: LONG_PROJECT },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      /Klinički centar Niš/,
    );
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { project: { ...PROJECT, error_status: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Errors' })).toBeVisible();
  },
};
