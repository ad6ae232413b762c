import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '@hvac/console-domain';
import { ToastDemo } from './ToastDemo';
import { createManualClock } from './toastClock';
import { TOAST_TONES } from './useToastQueue';

const meta = {
  title: 'Components/Toast',
  component: ToastDemo,
  args: { tone: 'success', message: MESSAGES.DOCUMENT_UPLOADED },
  argTypes: {
    tone: { control: 'inline-radio', options: TOAST_TONES },
    message: { control: 'text' },
    durationMs: { control: { type: 'number', min: 500, step: 500 } },
    clock: { table: { disable: true } },
    initial: { table: { disable: true } },
    labels: { table: { disable: true } },
  },
  // Each story in its own frame on the docs page: toasts are fixed to the viewport's corner.
  parameters: { docs: { story: { inline: false, iframeHeight: 320 } } },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A success toast as it first appears; the clock is frozen so it stays for review. */
export const Default: Story = {
  args: {
    clock: createManualClock(),
    initial: [{ tone: 'success', message: MESSAGES.DOCUMENT_UPLOADED }],
  },
};

/** Real time: each toast leaves after 3 s, and waits while the pointer or focus rests on it. */
export const Playground: Story = {};
