import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { FormDialog } from './FormDialog';
import { FloorForm } from './FormDialog.storyForm';

const meta = {
  title: 'Components/FormDialog',
  component: FormDialog,
  parameters: {
    docs: {
      description: {
        component:
          'A Dialog around a form: the fields, a form-wide failure above them, Cancel and the submit button below. The owner keeps the values and says whether a submit succeeded: a successful one closes the dialog, a refused one keeps what was typed and can move focus to the first invalid field. Closing is refused while the submit runs, and closing without submitting clears the form.\n\n**When to use.** A short form that creates or changes one thing (Add Floor, Invite User).\n\n**When not to use.** A question without fields (use ConfirmDialog), or long, multi-step work (give it its own route).',
      },
    },
  },
  args: {
    title: 'Add Floor',
    trigger: <Button>Add Floor</Button>,
    submitLabel: 'Add',
    busy: false,
    onSubmit: fn(() => Promise.resolve(true)),
    onReset: fn(),
    onOpenChange: fn(),
    children: null,
  },
  argTypes: {
    trigger: { control: false },
    children: { control: false },
  },
  render: (args) => <FloorForm {...args} />,
} satisfies Meta<typeof FormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens from its trigger, takes a name, submits and closes; focus returns to the trigger. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Add Floor' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Add Floor' });
    const name = within(dialog).getByRole('textbox', { name: /Floor name/ });
    await userEvent.type(name, 'Ground floor');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Playground: Story = { args: { defaultOpen: true } };
