import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LIVE_MESSAGES, livePauseText } from '@hvac/console-domain';
import { Button } from '../Button/Button';
import { sprinkles } from '../../theme/sprinkles.css';
import { LiveUpdatesNotice } from './LiveUpdatesNotice';

const meta = {
  title: 'Components/LiveUpdatesNotice/Features',
  component: LiveUpdatesNotice,
  args: { paused: true, title: LIVE_MESSAGES.PAUSED, reason: livePauseText('dropped', 10_000) },
} satisfies Meta<typeof LiveUpdatesNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConnectionLost: Story = {};

export const Refused: Story = {
  args: { reason: livePauseText('refused', 10_000) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(LIVE_MESSAGES.PAUSED).parentElement,
    ).toHaveTextContent(LIVE_MESSAGES.refused);
  },
};

export const Offline: Story = { args: { reason: livePauseText('offline', 10_000) } };

/** While live updates arrive: nothing to see, but the status region is there to announce a pause. */
export const Live: Story = {
  args: { paused: false },
  play: async ({ canvasElement }) => {
    const notice = canvasElement.querySelector('[aria-live="polite"]');
    await expect(notice).toBeEmptyDOMElement();
    await expect(notice).toHaveAttribute('data-state', 'live');
  },
};

function Toggle() {
  const [paused, setPaused] = useState(false);
  return (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'small' })}>
      <div>
        <Button onClick={() => setPaused((value) => !value)}>
          {paused ? 'Reconnect' : 'Drop the connection'}
        </Button>
      </div>
      <LiveUpdatesNotice
        paused={paused}
        title={LIVE_MESSAGES.PAUSED}
        reason={livePauseText('dropped', 10_000)}
      />
    </div>
  );
}

/** The same region changes its text: a pause is announced, and so is its end (the region empties). */
export const PausesAndResumes: Story = {
  render: () => <Toggle />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = canvasElement.querySelector('[aria-live="polite"]');
    await expect(notice).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Drop the connection' }));
    await waitFor(() => expect(notice).toHaveTextContent(LIVE_MESSAGES.PAUSED));
    // The same element, so assistive technology announces the change of a region it already knows.
    await expect(canvas.getByText(LIVE_MESSAGES.PAUSED).closest('[aria-live]')).toBe(notice);
    await userEvent.click(canvas.getByRole('button', { name: 'Reconnect' }));
    await waitFor(() => expect(notice).toBeEmptyDOMElement());
    await userEvent.click(canvas.getByRole('button', { name: 'Drop the connection' }));
    await waitFor(() => expect(notice).toHaveTextContent(LIVE_MESSAGES.dropped));
    await expect(canvas.getByRole('button', { name: 'Reconnect' })).toHaveFocus();
  },
};

export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { testViewport: { width: 320, height: 568 } },
  args: { reason: livePauseText('refused', 10_000) },
  play: async ({ canvasElement }) => {
    // 320 px: the sentence wraps, nothing scrolls sideways.
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
