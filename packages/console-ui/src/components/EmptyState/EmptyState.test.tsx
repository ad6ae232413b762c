import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axe } from '../../../test/axe';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows a heading, an explanation and a next step', async () => {
    const onAdd = vi.fn();
    render(
      <EmptyState
        title="No documents found"
        description="Upload a manual or a wiring diagram."
        action={<Button onClick={onAdd}>Upload</Button>}
        headingLevel={2}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No documents found' })).toBeVisible();
    expect(screen.getByText('Upload a manual or a wiring diagram.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('defaults to an h2, so an empty result under the page h1 keeps the outline', () => {
    render(
      <>
        <h1>Devices</h1>
        <EmptyState title="No Devices" />
      </>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No Devices' })).toBeVisible();
  });

  it('has no axe violations', async () => {
    const { container } = render(<EmptyState title="No Devices" />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
