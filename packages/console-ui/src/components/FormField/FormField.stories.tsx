import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as layout from '../../stories/layout.css';
import { FormField } from './FormField';
import * as styles from './FormField.stories.css';

const meta = {
  title: 'Components/FormField',
  component: FormField,
  parameters: {
    docs: {
      description: {
        component:
          'A label, a control, an optional hint and an optional error message, wired for assistive tech.\n\n**When to use.** Use it to wrap a custom control so it gets a label, a hint and an error message that assistive technology reads with it.\n\n**When not to use.** Not around TextField, PasswordField, Select or Checkbox: they already include it.',
      },
    },
  },
  args: {
    label: 'Floor name',
    hint: 'Shown above the floor plan',
    children: (props) => (
      <input className={styles.nativeInput} defaultValue="Ground floor" {...props} />
    ),
  },
  argTypes: { children: { control: false } },
  decorators: [
    (Story) => (
      <div className={layout.narrow}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Any control gets the wiring: here a plain input, labelled and described by the hint. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Floor name' });
    await expect(input).toHaveAccessibleDescription('Shown above the floor plan');
  },
};

export const Playground: Story = { args: { error: 'Floor name is required.', required: true } };
