import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ConfirmDialog, confirmDialogTones } from './ConfirmDialog';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  parameters: {
    docs: {
      description: {
        component:
          'Asks before an action that cannot be undone: the title, the question, Cancel and the confirming button. Cancel, Escape and the close button close it and focus returns to the trigger. The confirming button runs `onConfirm`; while it runs both buttons wait and the dialog cannot be closed; when it resolves true the dialog closes, otherwise it stays open. `onConfirmed` places focus after a confirmed action, when the trigger left with what was deleted.\n\n**When to use.** Deleting or removing something (a floor, an invite, a document).\n\n**When not to use.** An action that can be undone (do it, and offer Undo in a Toast), or a question with fields (use FormDialog).',
      },
    },
  },
  args: {
    title: 'Delete Floor',
    description: 'Delete the floor "Ground floor"? Its plan and areas cannot be restored.',
    confirmLabel: 'Delete',
    trigger: (
      <Button variant="outline" tone="danger">
        Delete Floor
      </Button>
    ),
    onConfirm: fn(() => Promise.resolve(true)),
    onOpenChange: fn(),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: confirmDialogTones },
    trigger: { control: false },
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asks, names what is at stake, and Cancel changes nothing: focus returns to the trigger. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete Floor' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Delete Floor' });
    await expect(dialog).toHaveAccessibleDescription(
      'Delete the floor "Ground floor"? Its plan and areas cannot be restored.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Playground: Story = { args: { defaultOpen: true } };
