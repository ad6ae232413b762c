import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PROJECT } from '../fixtures/projectDetail';
import { ProjectStatusCard } from '../ProjectStatusCard/ProjectStatusCard';
import { ProjectInfoCards } from './ProjectInfoCards';

const meta = {
  title: 'Widgets/ProjectInfoCards',
  component: ProjectInfoCards,
  parameters: {
    docs: {
      description: {
        component:
          "A project's Info (name, investor, address), Contact (name, number, e-mail) and, only when it has devices, Devices cards (count, device types and each unit id with its model).\n\n**When to use.** Use it on a project's detail page for its info, contact and devices.\n\n**When not to use.** Not for editing them.",
      },
    },
  },
  args: { project: PROJECT },
} satisfies Meta<typeof ProjectInfoCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Info' })).toHaveTextContent(
      'Panonija Hoteli a.d.',
    );
    await expect(canvas.getByRole('region', { name: 'Contact' })).toHaveTextContent(
      'Dragana Kovačević',
    );
    const devices = canvas.getByRole('region', { name: 'Devices' });
    await expect(devices).toHaveTextContent('VRF, Heat pump');
    await expect(within(devices).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** With the project's Status card in the same grid, as on the project page. */
export const WithStatus: Story = {
  args: {
    children: <ProjectStatusCard counts={{ active_alarms: 1, seven_days: 4, thirty_days: 11 }} />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Status' })).toBeVisible();
  },
};

export const Playground: Story = {};
