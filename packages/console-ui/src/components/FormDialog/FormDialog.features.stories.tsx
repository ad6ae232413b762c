import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { FormDialog } from './FormDialog';
import { FloorForm } from './FormDialog.storyForm';

const meta = {
  title: 'Components/FormDialog/Features',
  component: FormDialog,
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
  argTypes: { trigger: { control: false }, children: { control: false } },
  render: (args) => <FloorForm {...args} />,
} satisfies Meta<typeof FloorForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A refused submit keeps the dialog open, shows the field's message and focuses that field. */
export const ValidationError: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Add Floor' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    const name = within(dialog).getByRole('textbox', { name: /Floor name/ });
    await expect(name).toHaveAccessibleDescription('Floor name is required');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(name).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(screen.getByRole('dialog', { name: 'Add Floor' })).toBeVisible();
  },
};

/** A failure of the whole form is shown above the fields and announced; what was typed stays. */
export const FormError: Story = {
  args: {
    defaultOpen: true,
    formError: 'The floor could not be added. Try again.',
    defaultName: 'Ground floor',
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Add Floor' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The floor could not be added. Try again.',
    );
    await expect(within(dialog).getByRole('textbox', { name: /Floor name/ })).toHaveValue(
      'Ground floor',
    );
  },
};

/**
 * While the submit runs the form is busy: the submit button waits (and keeps focus), Cancel is
 * disabled, and neither Escape nor Cancel closes the dialog.
 */
export const Busy: Story = {
  args: { defaultOpen: true, busy: true, defaultName: 'Ground floor' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Add Floor' });
    await expect(within(dialog).getByRole('button', { name: 'Add' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: 'Add Floor' })).toBeVisible();
    await expect(args.onReset).not.toHaveBeenCalled();
    await expect(dialog.querySelector('form')).toHaveAttribute('aria-busy', 'true');
  },
};

/** A submit the owner refuses (false) keeps the dialog open with what was typed. */
export const SubmitRefused: Story = {
  args: { onSubmit: fn(() => Promise.resolve(false)), defaultOpen: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Add Floor' });
    const name = within(dialog).getByRole('textbox', { name: /Floor name/ });
    await userEvent.type(name, 'Ground floor');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(screen.getByRole('dialog', { name: 'Add Floor' })).toBeVisible();
    await expect(name).toHaveValue('Ground floor');
    // Nothing is invalid: focus goes to the submit button, not to <body>.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Add' })).toHaveFocus());
  },
};

/** Cancel closes without submitting and clears the form; focus returns to the trigger. */
export const CancelClears: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Add Floor' });
    await userEvent.click(trigger);
    let dialog = await screen.findByRole('dialog', { name: 'Add Floor' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Floor name/ }), 'Roof');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.click(trigger);
    dialog = await screen.findByRole('dialog', { name: 'Add Floor' });
    await expect(within(dialog).getByRole('textbox', { name: /Floor name/ })).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/**
 * Escape on a form with changes asks before losing them; Keep editing returns to the form with
 * what was typed. The story ends on the question.
 */
export const AsksBeforeDiscarding: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add Floor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Floor' });
    const name = within(dialog).getByRole('textbox', { name: /Floor name/ });
    await userEvent.type(name, 'Roof');
    await userEvent.keyboard('{Escape}');
    let question = await screen.findByRole('dialog', { name: 'Discard what you typed?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard what you typed?' })).toBeNull(),
    );
    await expect(name).toHaveValue('Roof');
    await waitFor(() =>
      expect(dialog).toContainElement(dialog.ownerDocument.activeElement as HTMLElement),
    );
    await userEvent.keyboard('{Escape}');
    question = await screen.findByRole('dialog', { name: 'Discard what you typed?' });
    await waitFor(() =>
      expect(question).toContainElement(question.ownerDocument.activeElement as HTMLElement),
    );
    await expect(args.onReset).not.toHaveBeenCalled();
  },
};

/** Discard closes the form, clears it and gives focus back to the button that opened it. */
export const DiscardReturnsFocus: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Add Floor' });
    await userEvent.click(trigger);
    let dialog = await screen.findByRole('dialog', { name: 'Add Floor' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Floor name/ }), 'Roof');
    await userEvent.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'Discard what you typed?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(trigger);
    dialog = await screen.findByRole('dialog', { name: 'Add Floor' });
    await expect(within(dialog).getByRole('textbox', { name: /Floor name/ })).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/**
 * By keyboard alone: Enter opens, focus starts in the dialog, Tab stays inside it, Enter on the
 * submit button submits, and focus returns to the trigger.
 */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Add Floor' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Add Floor' });
    await waitFor(() =>
      expect(dialog).toContainElement(dialog.ownerDocument.activeElement as HTMLElement),
    );
    for (let press = 0; press < 6; press += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(dialog.ownerDocument.activeElement as HTMLElement);
    }
    const name = within(dialog).getByRole('textbox', { name: /Floor name/ });
    while (dialog.ownerDocument.activeElement !== name) await userEvent.tab();
    await userEvent.keyboard('Basement');
    const submit = within(dialog).getByRole('button', { name: 'Add' });
    while (dialog.ownerDocument.activeElement !== submit) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A description under the title, announced with it; labels of the owner's language. */
export const DescriptionAndLabels: Story = {
  args: {
    defaultOpen: true,
    title: 'Etage hinzufügen',
    description: 'Etagen werden in der angegebenen Reihenfolge gezeigt.',
    submitLabel: 'Hinzufügen',
    cancelLabel: 'Abbrechen',
    closeLabel: 'Schließen',
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Etage hinzufügen' });
    await expect(dialog).toHaveAccessibleDescription(
      'Etagen werden in der angegebenen Reihenfolge gezeigt.',
    );
    for (const name of ['Hinzufügen', 'Abbrechen', 'Schließen']) {
      await expect(within(dialog).getByRole('button', { name })).toBeVisible();
    }
  },
};

/**
 * Nothing to fill in yet (a project without indoor units has no area to place): the reason
 * instead of the form, and one Close button that closes the dialog and returns focus to the
 * trigger.
 */
export const Unavailable: Story = {
  args: {
    title: 'Add New Area',
    trigger: <Button variant="outline">Add New Area</Button>,
    unavailable: <p>This project has no indoor units yet. Add its devices first.</p>,
  },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Add New Area' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Add New Area' });
    await expect(within(dialog).getByText(/no indoor units yet/)).toBeVisible();
    await expect(within(dialog).queryByRole('textbox')).toBeNull();
    await expect(within(dialog).queryByRole('button', { name: 'Add' })).toBeNull();
    // The footer's Close (the corner's Close is the other one of that name).
    const closeButtons = within(dialog).getAllByRole('button', { name: 'Close' });
    await expect(closeButtons).toHaveLength(2);
    await userEvent.click(closeButtons[1]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.click(trigger);
    await expect(await screen.findByRole('dialog', { name: 'Add New Area' })).toBeVisible();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { defaultOpen: true, formError: 'The floor could not be added. Try again.' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Add Floor' });
    await expect(within(dialog).getByRole('alert')).toBeVisible();
  },
};

export const NarrowScreen: Story = {
  args: { defaultOpen: true },
  parameters: { testViewport: { width: 320, height: 640 } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Add Floor' });
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};
