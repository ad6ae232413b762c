import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axe } from '../../../test/axe';
import { LiveUpdatesNotice } from './LiveUpdatesNotice';

describe('LiveUpdatesNotice', () => {
  it('says why live updates are paused, in a polite status region', async () => {
    const { container } = render(
      <LiveUpdatesNotice paused title="Live updates paused" reason="The connection was lost." />,
    );
    const notice = screen.getByText('Live updates paused').closest('[aria-live]');
    expect(notice).toHaveAttribute('aria-live', 'polite');
    expect(notice).toHaveTextContent('Live updates paused The connection was lost.');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('keeps the empty region while live, so that the next pause is announced', () => {
    const { container, rerender } = render(
      <LiveUpdatesNotice paused={false} title="Live updates paused" />,
    );
    const notice = container.querySelector('[aria-live="polite"]');
    expect(notice).toBeEmptyDOMElement();
    rerender(<LiveUpdatesNotice paused title="Live updates paused" />);
    expect(screen.getByText('Live updates paused').closest('[aria-live]')).toBe(notice);
    expect(notice).toHaveTextContent('Live updates paused');
    // Not a second status of the screen.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
