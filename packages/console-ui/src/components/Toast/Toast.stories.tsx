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
  parameters: {
    docs: {
      story: { inline: false, iframeHeight: 320 },
      description: {
        component:
          'Toasts: short messages in the corner of the screen, announced to screen readers, that leave by themselves (paused while hovered or focused).\n\n**When to use.** Use `useToast()` under a `ToastProvider` to confirm that something happened (saved, invited) or that a request failed, without interrupting: toasts are announced and leave by themselves.\n\n**When not to use.** Not for errors the user must act on in place (show them next to the field or in the region), nor for anything that must stay visible.',
      },
    },
  },
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
