import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axe } from '../../../test/axe';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a status announcing what loads', () => {
    render(<Spinner label="Loading devices" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading devices');
  });

  it('says "Loading" by default and can show its label', () => {
    render(<Spinner showLabel />);
    expect(screen.getByText('Loading')).toBeVisible();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Spinner />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
