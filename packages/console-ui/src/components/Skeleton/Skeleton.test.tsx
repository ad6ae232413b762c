import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axe } from '../../../test/axe';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton width={120} />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws the number of lines asked for, the last one shorter', () => {
    const { container } = render(<Skeleton lines={3} />);
    const lines = container.querySelectorAll('[data-shape="text"]');
    expect(lines).toHaveLength(3);
    expect((lines[2] as HTMLElement).style.cssText).toContain('60%');
    expect((lines[0] as HTMLElement).style.cssText).toContain('100%');
  });

  it('makes a circle as wide as it is high', () => {
    const { container } = render(<Skeleton shape="circle" height={32} />);
    const circle = container.firstElementChild as HTMLElement;
    expect(circle.style.cssText.match(/32px/g)).toHaveLength(2);
  });

  it('has no axe violations', async () => {
    const { container } = render(<Skeleton lines={2} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
