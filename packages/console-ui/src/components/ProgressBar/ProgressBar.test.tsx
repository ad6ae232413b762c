import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axe } from '../../../test/axe';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('is a named progress bar with its value', () => {
    render(<ProgressBar label="Uploading floor plan" value={40} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading floor plan' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '40%');
  });

  it('clamps the value and supports another maximum and a value text', () => {
    render(<ProgressBar label="Files" value={12} max={8} valueText="8 of 8 files" showLabel />);
    const bar = screen.getByRole('progressbar', { name: 'Files' });
    expect(bar).toHaveAttribute('aria-valuenow', '8');
    expect(bar).toHaveAttribute('aria-valuetext', '8 of 8 files');
    expect(screen.getByText('8 of 8 files')).toBeVisible();
  });

  it('is indeterminate without a value', () => {
    render(<ProgressBar label="Connecting" />);
    expect(screen.getByRole('progressbar', { name: 'Connecting' })).not.toHaveAttribute(
      'aria-valuenow',
    );
  });

  it('has no axe violations', async () => {
    const { container } = render(<ProgressBar label="Saving" value={70} showLabel />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
