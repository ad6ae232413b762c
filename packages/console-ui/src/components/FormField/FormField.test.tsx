import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axe } from '../../../test/axe';
import { FormField } from './FormField';

describe('FormField', () => {
  it('labels the control and describes it by its hint', () => {
    render(
      <FormField label="Project name" hint="As shown on the dashboard">
        {(props) => <input {...props} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Project name' });
    expect(input).toHaveAccessibleDescription('As shown on the dashboard');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the control invalid and describes it by hint and error', () => {
    render(
      <FormField label="City" hint="Where the site is" error="City is required" required>
        {(props) => <input {...props} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'City' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('Where the site is City is required');
    expect(screen.getByText('City is required')).toBeVisible();
  });

  it('uses the id it is given', () => {
    render(
      <FormField label="Street" id="street">
        {(props) => <input {...props} />}
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Street' })).toHaveAttribute('id', 'street');
  });

  it('has no axe violations with an error', async () => {
    const { container } = render(
      <FormField label="Zip Code" error="Zip Code is required">
        {(props) => <input {...props} />}
      </FormField>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
