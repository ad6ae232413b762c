import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES, TOAST_DURATION_MS, realtimeLoadFailedMessage } from '@hvac/console-domain';
import { ToastDemo } from './ToastDemo';
import { createManualClock } from './toastClock';

const meta = {
  title: 'Components/Toast/Features',
  component: ToastDemo,
  args: { tone: 'success', message: MESSAGES.DOCUMENT_UPLOADED },
  argTypes: {
    clock: { table: { disable: true } },
    initial: { table: { disable: true } },
    labels: { table: { disable: true } },
  },
  // Each story in its own frame on the docs page: toasts are fixed to the viewport's corner.
  parameters: { docs: { story: { inline: false, iframeHeight: 320 } } },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

// Each story owns a manual clock: nothing moves unless a play function advances it, so the
// 3000 ms are asserted exactly and screenshots never catch a toast half gone.
const successClock = createManualClock();
export const Success: Story = {
  args: { clock: successClock, initial: [{ tone: 'success', message: MESSAGES.USER_INVITED }] },
  play: async ({ canvasElement }) => {
    const toast = await within(canvasElement).findByRole('status');
    await expect(toast).toHaveTextContent(MESSAGES.USER_INVITED);
    await expect(toast).toHaveAttribute('aria-live', 'polite');
  },
};

const errorClock = createManualClock();
export const ErrorToast: Story = {
  name: 'Error',
  args: {
    clock: errorClock,
    initial: [{ tone: 'error', message: MESSAGES.FAILED_TO_FETCH_DOCUMENTS }],
  },
  play: async ({ canvasElement }) => {
    const toast = await within(canvasElement).findByRole('alert');
    await expect(toast).toHaveTextContent(MESSAGES.FAILED_TO_FETCH_DOCUMENTS);
    await expect(toast).toHaveAttribute('aria-live', 'assertive');
  },
};

const stackedClock = createManualClock();
export const Stacked: Story = {
  args: {
    clock: stackedClock,
    initial: [
      { tone: 'success', message: MESSAGES.REALTIME_LOADED },
      { tone: 'error', message: MESSAGES.FAILED_TO_LOAD_REALTIME_INDOOR },
      { tone: 'success', message: MESSAGES.DOCUMENT_DELETED },
    ],
  },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Notifications' });
    await waitFor(() =>
      expect(Array.from(region.children, (child) => child.textContent)).toEqual([
        MESSAGES.REALTIME_LOADED,
        MESSAGES.FAILED_TO_LOAD_REALTIME_INDOOR,
        MESSAGES.DOCUMENT_DELETED,
      ]),
    );
  },
};

const longClock = createManualClock();
export const LongText: Story = {
  args: {
    clock: longClock,
    initial: [
      {
        tone: 'error',
        message: realtimeLoadFailedMessage(
          'The gateway of Tower B (building management network, floor 14) did not answer within 30 seconds.',
        ),
      },
    ],
  },
};

const timingClock = createManualClock();
/** The toast stays exactly TOAST_DURATION_MS (3000 ms): present at 2999 ms, gone at 3000 ms. */
export const Timing: Story = {
  args: { clock: timingClock },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const toast = await canvas.findByRole('status');
    await expect(toast).toHaveTextContent(MESSAGES.DOCUMENT_UPLOADED);
    timingClock.advance(TOAST_DURATION_MS - 1);
    await expect(canvas.getByRole('status')).toBeInTheDocument();
    timingClock.advance(1);
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument());
  },
};

const hoverClock = createManualClock();
/** While the pointer rests on the stack the clock runs but the toast stays; it leaves with the time it had left. */
export const PausedWhileHovered: Story = {
  args: { clock: hoverClock, tone: 'error', message: MESSAGES.FAILED_TO_LOAD_DEVICES },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const toast = await canvas.findByRole('alert');
    hoverClock.advance(1000);
    await userEvent.hover(toast);
    const region = canvas.getByRole('region', { name: 'Notifications' });
    await expect(region).toHaveAttribute('data-state', 'paused');
    hoverClock.advance(60_000);
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
    await userEvent.unhover(toast);
    await expect(region).toHaveAttribute('data-state', 'running');
    hoverClock.advance(TOAST_DURATION_MS - 1000 - 1);
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
    hoverClock.advance(1);
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
  },
};

const dismissClock = createManualClock();
export const Dismissible: Story = {
  args: { clock: dismissClock },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await canvas.findByRole('status');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument());
    await expect(canvas.getByRole('region', { name: 'Notifications' })).toHaveAttribute(
      'data-state',
      'running',
    );
  },
};

const darkClock = createManualClock();
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: {
    clock: darkClock,
    initial: [
      { tone: 'success', message: MESSAGES.PROFILE_UPDATED },
      { tone: 'error', message: MESSAGES.FAILED_TO_UPDATE_PROFILE },
    ],
  },
};
