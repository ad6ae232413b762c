import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { DEBUG_PARAMETERS, DEBUG_VALUES } from '../fixtures/debug';
import * as layout from '../fixtures/storyLayout.css';
import { DebugParameterTable } from './DebugParameterTable';

const meta = {
  title: 'Widgets/DebugParameterTable',
  component: DebugParameterTable,
  parameters: {
    docs: {
      description: {
        component:
          "Debug Mode's view of one device (DECISIONS.md, superusers only): each configuration formula per unit with the register it gives, and the raw value one read of all coils and registers answered.\n\n**When to use.** Use it only in Debug Mode (superusers): formulas, registers and the raw answer of one read.\n\n**When not to use.** Not for operators' views of device data (ParameterTable).",
      },
    },
  },
  args: { parameters: DEBUG_PARAMETERS, values: DEBUG_VALUES, onRead: fn() },
  decorators: [
    (Story) => (
      <div className={layout.wide}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DebugParameterTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every coil and register of a device with its formula and the raw value of one read. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 coils and 4 registers')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(8);
    await expect(
      canvas.getByRole('row', { name: /Indoor unit 2 Set temperature/ }),
    ).toHaveTextContent('2000 + (i - 1) * 16 + 3');
  },
};

export const Playground: Story = {};
