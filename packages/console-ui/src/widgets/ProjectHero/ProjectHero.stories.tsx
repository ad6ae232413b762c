import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PROJECT } from '../fixtures/projectDetail';
import { ProjectHero } from './ProjectHero';

const meta = {
  title: 'Widgets/ProjectHero',
  component: ProjectHero,
  args: { project: PROJECT, onShowErrors: fn() },
} satisfies Meta<typeof ProjectHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Hotel Vojvodina' })).toBeVisible();
    await expect(canvas.getByText('Trg slobode 2, 21000 Novi Sad, Serbia')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'No Errors' }));
    await expect(args.onShowErrors).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {};
