import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';
import type { TabsProps } from './Tabs';

function ProjectTabs(props: Omit<TabsProps, 'children'>) {
  return (
    <Tabs defaultValue="devices" {...props}>
      <TabList aria-label="Project sections">
        <Tab value="devices">Devices</Tab>
        <Tab value="floors">Floor plans</Tab>
        <Tab value="documents">Documents</Tab>
        <Tab value="settings" disabled>
          Settings
        </Tab>
      </TabList>
      <TabPanel value="devices">Outdoor systems and their indoor units.</TabPanel>
      <TabPanel value="floors">Floors with device positions.</TabPanel>
      <TabPanel value="documents">Manuals and wiring diagrams.</TabPanel>
      <TabPanel value="settings">Project settings.</TabPanel>
    </Tabs>
  );
}

const meta = {
  title: 'Components/Tabs/Features',
  component: Tabs,
  args: { children: null },
  render: (args) => <ProjectTabs {...args} />,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Devices' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'Floor plans' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const SecondTabSelected: Story = { args: { defaultValue: 'documents' } };

export const ManualActivation: Story = {
  args: { activationMode: 'manual' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Devices' }));
    await userEvent.keyboard('{ArrowRight}');
    // Focus moved, selection did not: Enter selects.
    await expect(canvas.getByRole('tab', { name: 'Floor plans' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Devices' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('tab', { name: 'Floor plans' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
export const DarkThemeVertical: Story = {
  globals: { theme: 'dark' },
  args: { orientation: 'vertical' },
};
