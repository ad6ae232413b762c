import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axe } from '../../../test/axe';
import type { TabsOrientation } from './Tabs';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

function DeviceTabs({
  orientation,
  onValueChange,
}: {
  orientation?: TabsOrientation;
  onValueChange?: (value: string) => void;
}) {
  return (
    <Tabs defaultValue="realtime" orientation={orientation} onValueChange={onValueChange}>
      <TabList aria-label="Device views">
        <Tab value="realtime">Real-time</Tab>
        <Tab value="history">History</Tab>
        <Tab value="alarms" disabled>
          Alarms
        </Tab>
        <Tab value="log">Change log</Tab>
      </TabList>
      <TabPanel value="realtime">Live parameters</TabPanel>
      <TabPanel value="history">Historical parameters</TabPanel>
      <TabPanel value="alarms">Alarm list</TabPanel>
      <TabPanel value="log">Writes</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows the selected tab panel, labelled by its tab', () => {
    render(<DeviceTabs />);
    expect(screen.getByRole('tablist', { name: 'Device views' })).toHaveAttribute(
      'aria-orientation',
      'horizontal',
    );
    expect(screen.getByRole('tab', { name: 'Real-time' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Real-time' })).toHaveTextContent(
      'Live parameters',
    );
  });

  it('moves with the right arrow, skipping disabled tabs', async () => {
    const onValueChange = vi.fn();
    render(<DeviceTabs onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'History' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Change log' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Change log' })).toHaveTextContent('Writes');
    expect(onValueChange.mock.calls).toEqual([['history'], ['log']]);
  });

  it('moves with the down arrow when vertical', async () => {
    render(<DeviceTabs orientation="vertical" />);
    expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.click(screen.getByRole('tab', { name: 'Real-time' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
  });

  it('has no axe violations', async () => {
    const { container } = render(<DeviceTabs orientation="vertical" />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
