import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { CloseIcon } from '../../icons';
import { sprinkles } from '../../theme/sprinkles.css';
import { VisuallyHidden } from './VisuallyHidden';

const buttonName = 'Close the dialog';
const cellText = 'Outdoor unit 3';

const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
  parameters: {
    docs: {
      description: {
        component:
          'Text for screen readers only.\n\n**When to use.** Use it for text that sighted users get from layout or icons but screen-reader users would miss: a table caption, a live announcement, the unit of a figure.\n\n**When not to use.** Not to hide focusable controls (they would receive invisible focus) nor content everyone needs.',
      },
    },
  },
  args: { children: buttonName },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden text gives an icon-only button its accessible name. */
export const Default: Story = {
  render: (args) => (
    <div className={sprinkles({ display: 'flex', gap: 'small', alignItems: 'center' })}>
      <Button variant="outline" startIcon={<CloseIcon />}>
        <VisuallyHidden {...args} />
      </Button>
      <span>The button names itself only to assistive technology.</span>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = buttonName;
    // In the accessibility tree: the button takes its name from the hidden text.
    await expect(canvas.getByRole('button', { name: text })).toBeInTheDocument();
    const hidden = canvas.getByText(text);
    await expect(hidden).toBeInTheDocument();
    // ...while taking no visible room: a clipped 1×1 px box.
    const box = hidden.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(1);
    await expect(box.height).toBeLessThanOrEqual(1);
    await expect(getComputedStyle(hidden).position).toBe('absolute');
  },
};

/** Hidden text next to visible text, as a table cell or a status would use it. */
export const Playground: Story = {
  args: { children: cellText },
  render: (args) => (
    <p>
      Error <VisuallyHidden {...args} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const hidden = within(canvasElement).getByText(cellText);
    const box = hidden.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(1);
    await expect(box.height).toBeLessThanOrEqual(1);
  },
};
