import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as layout from '../../stories/layout.css';
import { FormField } from './FormField';
import * as styles from './FormField.stories.css';

const meta = {
  title: 'Components/FormField/Features',
  component: FormField,
  args: {
    label: 'Zip Code',
    children: (props) => <input className={styles.nativeInput} {...props} />,
  },
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

export const LabelOnly: Story = {};
export const WithHint: Story = { args: { hint: 'Five digits' } };
export const WithError: Story = {
  args: { hint: 'Five digits', error: 'Zip Code is required', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Zip Code' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAccessibleDescription('Five digits Zip Code is required');
  },
};
export const WithTextarea: Story = {
  args: {
    label: 'Notes',
    hint: 'Visible to every operator of the project',
    children: (props) => <textarea className={styles.nativeInput} rows={3} {...props} />,
  },
};
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { hint: 'Five digits', error: 'Zip Code is required' },
};
