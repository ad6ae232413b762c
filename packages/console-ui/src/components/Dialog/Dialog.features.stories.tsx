import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog, DialogClose } from './Dialog';

const footer = (
  <>
    <DialogClose>
      <Button variant="outline" tone="neutral">
        Cancel
      </Button>
    </DialogClose>
    <Button tone="danger">Delete</Button>
  </>
);

const meta = {
  title: 'Components/Dialog/Features',
  component: Dialog,
  args: {
    title: 'Delete floor',
    description: 'The floor plan and the positions of its devices will be removed.',
    trigger: <Button tone="danger">Delete floor</Button>,
    footer,
    defaultOpen: true,
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    // Focus moves into the dialog when it opens.
    const dialog = await screen.findByRole('dialog', { name: 'Delete floor' });
    await waitFor(() =>
      expect(dialog).toContainElement(dialog.ownerDocument.activeElement as HTMLElement),
    );
  },
};

export const ClosesWithCancel: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const ClosesWithCloseButton: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const WithoutDescription: Story = { args: { description: undefined } };

export const LongContent: Story = {
  args: {
    title: 'Alarm configuration of the outdoor system on the technical floor of tower B',
    size: 'small',
    children: (
      <p>
        Every alarm of this configuration is sent to the project managers and to the operators on
        duty. Changing the thresholds takes effect for the next reading of each register; readings
        already stored keep the state they were evaluated with.
      </p>
    ),
  },
};

export const Large: Story = { args: { size: 'large' } };
export const DarkTheme: Story = { globals: { theme: 'dark' } };
