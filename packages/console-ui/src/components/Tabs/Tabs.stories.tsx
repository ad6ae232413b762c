import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { TabsProps } from './Tabs';
import { Tab, TabList, TabPanel, Tabs, tabsOrientations } from './Tabs';

function DeviceTabs(props: Omit<TabsProps, 'children'>) {
  return (
    <Tabs defaultValue="realtime" {...props}>
      <TabList aria-label="Device views">
        <Tab value="realtime">Real-time</Tab>
        <Tab value="history">History</Tab>
        <Tab value="alarms" disabled>
          Alarms
        </Tab>
        <Tab value="log">Change log</Tab>
      </TabList>
      <TabPanel value="realtime">Live parameters of the indoor unit.</TabPanel>
      <TabPanel value="history">Hourly values of the last 24 hours.</TabPanel>
      <TabPanel value="alarms">Alarm list.</TabPanel>
      <TabPanel value="log">Writes to this unit.</TabPanel>
    </Tabs>
  );
}

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  parameters: {
    docs: {
      description: {
        component:
          'Tabs (Radix): arrow keys move between tabs, Home/End jump, panels are linked to their tab.\n\n**When to use.** Use it to divide one subject into a few views of equal rank that people switch between without leaving the page.\n\n**When not to use.** Not for steps that must be done in order, and not for more views than fit on one line on a phone (use VerticalTabs, which wraps, or separate routes).',
      },
    },
  },
  args: { onValueChange: fn(), children: null },
  argTypes: {
    orientation: { control: 'inline-radio', options: tabsOrientations },
    children: { control: false },
  },
  render: (args) => <DeviceTabs {...args} />,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'History' }));
    await userEvent.keyboard('{ArrowRight}');
    // The disabled tab is skipped.
    await expect(canvas.getByRole('tab', { name: 'Change log' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: 'Change log' })).toBeVisible();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('log');
  },
};

export const Playground: Story = { args: { orientation: 'vertical', activationMode: 'manual' } };
