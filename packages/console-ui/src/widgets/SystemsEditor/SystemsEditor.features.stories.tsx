import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import * as layout from '../fixtures/storyLayout.css';
import type { SystemsEditorProps } from './SystemsEditor';
import { SystemsEditor } from './SystemsEditor';
import { systemRowsOf } from './systemRows';

function EditorHarness(props: Omit<SystemsEditorProps, 'onChange'>) {
  const [systems, setSystems] = useState(props.systems);
  return (
    <div className={layout.medium}>
      <SystemsEditor {...props} systems={systems} onChange={setSystems} />
    </div>
  );
}

const ROWS = systemRowsOf([
  {
    unit: 1,
    indoor_units: [
      { unit: 1, name: 'Reception', unit_type: 'regular' },
      { unit: 2, name: '', unit_type: 'ducted' },
    ],
  },
  { unit: 1, indoor_units: [] },
]);

const meta = {
  title: 'Widgets/SystemsEditor/Features',
  component: SystemsEditor,
  render: (args) => <EditorHarness {...args} />,
  args: { systems: ROWS, onChange: () => undefined },
} satisfies Meta<typeof SystemsEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No systems yet: the list's own message. */
export const Empty: Story = {
  args: { systems: [], errors: { systems: 'Add at least one system.' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('group', { name: 'Systems' }),
    ).toHaveAccessibleDescription('Add at least one system.');
  },
};

/** Messages on their rows: a missing name, a system number used twice. */
export const RowErrors: Story = {
  args: {
    errors: {
      'systems.0.indoor_units.1.name': 'Name is required',
      'systems.1.unit': 'Each system needs its own number.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Name is required')).toBeVisible();
    await expect(canvas.getByText('Each system needs its own number.')).toBeVisible();
  },
};

/** Removing a row leaves focus on its list's add button, never on the page. */
export const RemoveKeepsFocus: Story = {
  args: { systems: ROWS.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Remove indoor unit 2 of System 1' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Add Indoor Unit to System 1' })).toHaveFocus(),
    );
    await expect(canvas.getAllByRole('textbox', { name: /Unit number/ })).toHaveLength(1);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add System' })).toBeDisabled();
  },
};

/** 320 px wide: each indoor unit's fields stack, nothing scrolls sideways. */
export const NarrowScreen: Story = {
  parameters: { testViewport: { width: 320, height: 900 } },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { errors: { 'systems.0.indoor_units.1.name': 'Name is required' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Name is required')).toBeVisible();
  },
};
