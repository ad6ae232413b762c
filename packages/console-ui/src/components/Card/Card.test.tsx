import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axe } from '../../../test/axe';
import { SettingsIcon } from '../../icons';
import { IconButton } from '../IconButton/IconButton';
import { Card } from './Card';

describe('Card', () => {
  it('is a region named by its heading, with header actions and content', () => {
    render(
      <Card
        title="Outdoor system 1"
        headingLevel={2}
        actions={<IconButton aria-label="Configure" icon={<SettingsIcon />} />}
      >
        Outdoor temperature 21 °C
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Outdoor system 1' });
    expect(screen.getByRole('heading', { level: 2, name: 'Outdoor system 1' })).toBeVisible();
    expect(region).toContainElement(screen.getByRole('button', { name: 'Configure' }));
    expect(region).toHaveTextContent('Outdoor temperature 21 °C');
  });

  it('is a plain container without a title', () => {
    render(<Card>Only content</Card>);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByText('Only content')).toBeVisible();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Card title="Alarms">No alarms</Card>);
    expect(await axe(container)).toHaveNoViolations();
  });
});
