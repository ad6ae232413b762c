import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PROJECT } from '../fixtures/projectDetail';
import { ProjectHero } from './ProjectHero';

const meta = {
  title: 'Widgets/ProjectHero',
  component: ProjectHero,
  parameters: {
    docs: {
      description: {
        component:
          "The top of a project's page: its picture, its name, address and description, and the project card's error state, 'No Errors' in the success colour or 'Errors' in the danger colour (DECISIONS.md), each with an icon so colour is not the only signal.\n\n**When to use.** Use it at the top of a project's detail page.\n\n**When not to use.** Not in lists of projects (the project list's rows and cards).",
      },
    },
  },
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
