import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'vitest-axe';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@hvac/console-domain';
import { ToastProvider, useToast } from './Toast';
import { createManualClock } from './toastClock';

function Trigger() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success(MESSAGES.DOCUMENT_UPLOADED)}>
        Upload
      </button>
      <button type="button" onClick={() => toast.error(MESSAGES.FAILED_TO_LOAD_DEVICES)}>
        Load
      </button>
    </>
  );
}

function setup() {
  const clock = createManualClock();
  const user = userEvent.setup();
  render(
    <ToastProvider clock={clock}>
      <Trigger />
    </ToastProvider>,
  );
  return { clock, user };
}

describe('Toast', () => {
  it(
    'announces success politely and errors at once, stacked oldest first',
    { timeout: 20_000 },
    async () => {
      const { user } = setup();
      await user.click(screen.getByRole('button', { name: 'Upload' }));
      await user.click(screen.getByRole('button', { name: 'Load' }));
      const status = screen.getByRole('status');
      expect(status).toHaveTextContent(MESSAGES.DOCUMENT_UPLOADED);
      expect(status).toHaveAttribute('aria-live', 'polite');
      expect(status).toHaveAttribute('data-tone', 'success');
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent(MESSAGES.FAILED_TO_LOAD_DEVICES);
      expect(alert).toHaveAttribute('data-tone', 'error');
      const region = screen.getByRole('region', { name: 'Notifications' });
      expect(region.children[0]).toBe(status);
      expect(region.children[1]).toBe(alert);
      expect(await axe(document.body)).toHaveNoViolations();
    },
  );

  it('leaves after 3000 ms', async () => {
    const { clock, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    act(() => clock.advance(2999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => clock.advance(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('waits while hovered and leaves with the time left after the pointer goes', async () => {
    const { clock, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Load' }));
    act(() => clock.advance(1000));
    fireEvent.pointerEnter(screen.getByRole('region', { name: 'Notifications' }));
    act(() => clock.advance(10_000));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    fireEvent.pointerLeave(screen.getByRole('region', { name: 'Notifications' }));
    act(() => clock.advance(1999));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => clock.advance(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('waits while its close button has focus', async () => {
    const { clock, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).focus());
    act(() => clock.advance(5000));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Upload' }).focus());
    act(() => clock.advance(3000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('closes from its button', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('refuses to work outside a provider', () => {
    expect(() => render(<Trigger />)).toThrow(/ToastProvider/);
  });
});
