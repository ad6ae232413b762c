import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button/Button';
import { AddProjectDialog } from './AddProjectDialog';
import type { ReportProgress } from './useAddProjectForm';

const meta = {
  title: 'Widgets/AddProjectDialog/Features',
  component: AddProjectDialog,
  args: {
    onSubmit: fn(() => Promise.resolve()),
    trigger: <Button>Add Project</Button>,
    defaultOpen: true,
  },
} satisfies Meta<typeof AddProjectDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Add Project' });

async function fillIn(name = 'Subotica City Hall') {
  const form = within(await dialog());
  await userEvent.type(form.getByRole('textbox', { name: /Project Name/ }), name);
  await userEvent.type(form.getByRole('textbox', { name: /City/ }), 'Subotica');
  await userEvent.type(form.getByRole('textbox', { name: /Street/ }), 'Trg slobode 1');
  await userEvent.type(form.getByRole('textbox', { name: /Zip Code/ }), '24000');
  return form;
}

/** Empty: the form's message and each field's rule; focus on the first invalid field. */
export const ValidationErrors: Story = {
  play: async ({ args }) => {
    const form = within(await dialog());
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    await expect(form.getByRole('alert')).toHaveTextContent('Project name is required.');
    for (const message of [
      'Name is required',
      'City is required',
      'Street is required',
      'Zip Code is required',
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await waitFor(() => expect(form.getByRole('textbox', { name: /Project Name/ })).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Uploading the image: the progress shows and the buttons wait. */
export const Uploading: Story = {
  args: {
    onSubmit: fn((_project: unknown, reportProgress: ReportProgress) => {
      reportProgress(0.4);
      return new Promise<void>(() => undefined);
    }),
  },
  play: async () => {
    const form = await fillIn();
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    await expect(await form.findByRole('progressbar', { name: 'Uploading' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    await expect(form.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // The pressed Create keeps focus while it is busy (focus never falls to the page's body).
    const create = form.getByRole('button', { name: 'Create' });
    await expect(create).toHaveFocus();
    // Ends at rest: whether a scripted click draws the focus ring varies from run to run.
    create.blur();
  },
};

/** The server refused (a 403 here): its message shows and what was typed stays. */
export const ServerRefused: Story = {
  args: {
    onSubmit: fn(() => Promise.reject(new Error('403'))),
    describeFailure: () => 'You do not have permission to do this.',
  },
  play: async () => {
    const form = await fillIn();
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'You do not have permission to do this.',
    );
    await expect(form.getByRole('textbox', { name: /Project Name/ })).toHaveValue(
      'Subotica City Hall',
    );
  },
};

/** A field the server names: its message under that field. */
export const ServerFieldError: Story = {
  args: {
    onSubmit: fn(() =>
      Promise.reject(Object.assign(new Error('400'), { fieldErrors: { name: ['Too long.'] } })),
    ),
  },
  play: async () => {
    const form = await fillIn();
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    await expect(await form.findByText('Too long.')).toBeVisible();
  },
};

export const LongText: Story = {
  play: async () => {
    const form = await fillIn(
      'Klinički centar Niš — Blok C, odeljenje za intenzivnu negu i kardiohirurgiju',
    );
    await expect(form.getByRole('textbox', { name: /Project Name/ })).toHaveValue(
      'Klinički centar Niš — Blok C, odeljenje za intenzivnu negu i kardiohirurgiju',
    );
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    const form = within(await dialog());
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    await expect(form.getByRole('alert')).toBeVisible();
  },
};
