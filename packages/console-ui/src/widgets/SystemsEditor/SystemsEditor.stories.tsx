import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import * as layout from '../fixtures/storyLayout.css';
import type { SystemsEditorProps } from './SystemsEditor';
import { SystemsEditor } from './SystemsEditor';
import { systemRowsOf } from './systemRows';

/** The editor with its rows held by the story, as a form holds them. */
function EditorHarness(props: Omit<SystemsEditorProps, 'onChange'>) {
  const [systems, setSystems] = useState(props.systems);
  return (
    <div className={layout.medium}>
      <SystemsEditor {...props} systems={systems} onChange={setSystems} />
    </div>
  );
}

const TWO_SYSTEMS = systemRowsOf([
  {
    unit: 1,
    indoor_units: [
      { unit: 1, name: 'Reception', unit_type: 'regular' },
      { unit: 2, name: 'Conference room', unit_type: 'ducted' },
    ],
  },
  { unit: 2, indoor_units: [{ unit: 3, name: 'Open space', unit_type: 'regular' }] },
]);

const meta = {
  title: 'Widgets/SystemsEditor',
  component: SystemsEditor,
  render: (args) => <EditorHarness {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'The outdoor systems of a multi-unit device and their indoor units (number, name, type), added and removed row by row. New rows are numbered after the others (indoor unit numbers are device-wide) and take focus; a removal leaves focus on the list’s add button.\n\n**When to use.** Inside the device form, for multi-unit models.\n\n**When not to use.** Single-unit models (heat pumps) have no systems.',
      },
    },
  },
  args: { systems: TWO_SYSTEMS, onChange: () => undefined },
} satisfies Meta<typeof SystemsEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Add an indoor unit to System 2 by keyboard: it is numbered 4 and takes focus. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Add Indoor Unit to System 2' }).focus();
    await userEvent.keyboard('{Enter}');
    const numbers = canvas.getAllByRole('textbox', { name: /Unit number/ });
    await waitFor(() => expect(numbers[3]).toHaveFocus());
    await expect(numbers[3]).toHaveValue('4');
  },
};

export const Playground: Story = {};
