import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axe } from '../../../test/axe';
import { WarningIcon } from '../../icons';
import { Badge, badgeTones } from './Badge';

describe('Badge', () => {
  it('says its status in text, with decorative icons left out', () => {
    render(
      <Badge tone="warning" icon={<WarningIcon />}>
        Unresolved
      </Badge>,
    );
    const badge = screen.getByText('Unresolved');
    expect(badge.closest('span[class]')?.parentElement).toHaveTextContent(/^Unresolved$/);
    expect(document.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('offers every tone of the theme', () => {
    expect(badgeTones).toEqual(['neutral', 'brand', 'success', 'danger', 'warning', 'info']);
  });

  it('has no axe violations in every tone and variant', async () => {
    const { container } = render(
      <>
        {badgeTones.map((tone) => (
          <span key={tone}>
            <Badge tone={tone}>{tone}</Badge>
            <Badge tone={tone} variant="solid">
              {tone}
            </Badge>
          </span>
        ))}
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
