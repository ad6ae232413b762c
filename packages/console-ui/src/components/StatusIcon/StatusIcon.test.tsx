import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axe } from '../../../test/axe';
import { StatusIcon } from './StatusIcon';

describe('StatusIcon', () => {
  it.each([
    ['power', true, 'On', 'on'],
    ['power', false, 'Off', 'off'],
    ['error', true, 'Errors', 'error'],
    ['error', false, 'No Errors', 'ok'],
  ] as const)('%s active=%s has the text alternative "%s"', (kind, active, text, status) => {
    render(<StatusIcon kind={kind} active={active} />);
    const image = screen.getByRole('img', { name: text });
    expect(image.closest('[data-status]')).toHaveAttribute('data-status', status);
  });

  it('shows the text when asked, instead of an image name', () => {
    render(<StatusIcon kind="power" active showLabel />);
    expect(screen.getByText('On')).toBeVisible();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('takes a custom text alternative', () => {
    render(<StatusIcon kind="error" active label="Indoor error" />);
    expect(screen.getByRole('img', { name: 'Indoor error' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <StatusIcon kind="power" active />
        <StatusIcon kind="error" active={false} showLabel />
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
