import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Dialog, DialogClose, dialogSizes } from './Dialog';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  parameters: {
    docs: {
      description: {
        component:
          'A modal dialog (Radix): focus moves in and is trapped, Escape and the close button close it, focus returns to the trigger, and the page behind is inert.\n\n**When to use.** Use it when the user must finish or cancel a short task before going on: a form of a few fields (Invite User), a confirmation of something that cannot be undone.\n\n**When not to use.** Not for messages that need no answer (use a Toast), nor for long or multi-step work (give it its own route), nor for content people want to compare with the page behind.',
      },
    },
  },
  args: {
    title: 'Add floor',
    description: 'Floors are listed in the order you give them.',
    trigger: <Button>Add floor</Button>,
    onOpenChange: fn(),
    children: <TextField label="Floor name" defaultValue="Ground floor" />,
    footer: (
      <>
        <DialogClose>
          <Button variant="outline" tone="neutral">
            Cancel
          </Button>
        </DialogClose>
        <Button>Add</Button>
      </>
    ),
  },
  argTypes: {
    size: { control: 'inline-radio', options: dialogSizes },
    trigger: { control: false },
    children: { control: false },
    footer: { control: false },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens, traps focus inside, closes with Escape and hands focus back to the trigger. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Add floor' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Add floor' });
    await expect(dialog).toHaveAccessibleDescription(
      'Floors are listed in the order you give them.',
    );

    // Focus trap: however often Tab is pressed, focus stays in the dialog (4 stops, 6 presses).
    for (let press = 0; press < 6; press += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(dialog.ownerDocument.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(dialog.ownerDocument.activeElement as HTMLElement);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Playground: Story = { args: { defaultOpen: true, size: 'small' } };
