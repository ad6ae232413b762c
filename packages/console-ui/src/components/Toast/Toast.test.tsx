import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'vitest-axe';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  it('dismisses the newest toast with Escape, unless something else used the key', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await user.click(screen.getByRole('button', { name: 'Load' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    // A dialog or a list that closes on Escape marks the key as used: the toast stays.
    const used = (event: KeyboardEvent) => event.preventDefault();
    document.addEventListener('keydown', used, { capture: true });
    await user.keyboard('{Escape}');
    document.removeEventListener('keydown', used, { capture: true });
    expect(screen.getByRole('status')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  describe('never covers the focused element (WCAG 2.4.11)', () => {
    afterEach(() => vi.restoreAllMocks());

    function layOut(focusedAt: { top: number; left: number }) {
      // jsdom has no layout: a 1000 × 800 window, the stack 360 × 60 in the bottom-right corner.
      vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
        this: HTMLElement,
      ) {
        if (this.getAttribute('aria-label') === 'Notifications')
          return new DOMRect(616, 716, 360, 60);
        return new DOMRect(focusedAt.left, focusedAt.top, 80, 32);
      });
    }

    it('moves to the top corner while the focused button sits under the stack', async () => {
      layOut({ top: 740, left: 880 });
      const { user } = setup();
      const load = screen.getByRole('button', { name: 'Load' });
      await user.click(load);
      expect(load).toHaveFocus();
      const region = screen.getByRole('region', { name: 'Notifications' });
      expect(region).toHaveAttribute('data-placement', 'top');
    });

    it('stays at the bottom when the focus is elsewhere', async () => {
      layOut({ top: 100, left: 100 });
      const { user } = setup();
      await user.click(screen.getByRole('button', { name: 'Load' }));
      expect(screen.getByRole('region', { name: 'Notifications' })).toHaveAttribute(
        'data-placement',
        'bottom',
      );
    });
  });

  it('refuses to work outside a provider', () => {
    expect(() => render(<Trigger />)).toThrow(/ToastProvider/);
  });
});
