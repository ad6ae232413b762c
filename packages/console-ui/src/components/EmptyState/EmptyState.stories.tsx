import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const onUpload = fn();

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  parameters: {
    docs: {
      description: {
        component:
          "What a list, table or panel shows when it has nothing to show, and what to do about it.\n\n**When to use.** Use it in place of a list, table or panel that has nothing to show, saying why and, when there is one, what to do next (a button).\n\n**When not to use.** Not for errors (show the error's message with a Retry) nor while loading (Skeleton or Spinner).",
      },
    },
  },
  args: {
    title: 'No documents found',
    description: 'Upload a manual, a wiring diagram or a commissioning report.',
    action: <Button onClick={onUpload}>Upload document</Button>,
  },
  argTypes: { action: { control: false }, icon: { control: false } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    onUpload.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No documents found' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Upload document' }));
    await expect(onUpload).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = { args: { headingLevel: 2 } };
