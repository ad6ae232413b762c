import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button/Button';
import { AddProjectDialog } from './AddProjectDialog';

const meta = {
  title: 'Widgets/AddProjectDialog',
  component: AddProjectDialog,
  parameters: {
    docs: {
      description: {
        component:
          "Add Project: Project Name, City, Street, Zip Code, Country (Serbia by default) and an optional image, with the domain's messages; the upload's progress shows while it runs; focus moves to the first invalid field after a refused submit; the dialog closes only once the project exists.\n\n**When to use.** Use it where a project manager creates a project: the project list's Add Project button.\n\n**When not to use.** Not for editing an existing project's details.",
      },
    },
  },
  args: {
    onSubmit: fn(() => Promise.resolve()),
    trigger: <Button>Add Project</Button>,
    defaultOpen: true,
  },
} satisfies Meta<typeof AddProjectDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Filled in and created: the values go out trimmed, Serbia by default, and the dialog closes. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Add Project' });
    const form = within(dialog);
    await waitFor(() => expect(form.getByRole('textbox', { name: /Project Name/ })).toHaveFocus());
    await expect(form.getByRole('combobox', { name: /Country/ })).toHaveTextContent('Serbia');
    await userEvent.type(form.getByRole('textbox', { name: /Project Name/ }), ' City Hall ');
    await userEvent.type(form.getByRole('textbox', { name: /City/ }), 'Subotica');
    await userEvent.type(form.getByRole('textbox', { name: /Street/ }), 'Trg slobode 1');
    await userEvent.type(form.getByRole('textbox', { name: /Zip Code/ }), '24000');
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      {
        name: 'City Hall',
        address_city: 'Subotica',
        address_street_one: 'Trg slobode 1',
        address_zip: '24000',
        address_country: 'Serbia',
        image: null,
      },
      expect.any(Function),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Playground: Story = {};
