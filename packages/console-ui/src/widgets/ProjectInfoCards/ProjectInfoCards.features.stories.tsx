import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../../components/Button/Button';
import { PlusIcon } from '../../icons';
import { LONG_PROJECT, PROJECT } from '../fixtures/projectDetail';
import { OFFLINE_STATUS, ONLINE_STATUS, UNKNOWN_STATUS } from '../fixtures/realDevices';
import { ProjectInfoCards } from './ProjectInfoCards';

const meta = {
  title: 'Widgets/ProjectInfoCards/Features',
  component: ProjectInfoCards,
  args: { project: PROJECT },
} satisfies Meta<typeof ProjectInfoCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { project: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Info' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Devices' })).toBeNull();
  },
};

/** A new project: no devices (no Devices card) and no contact yet ('—'). */
export const Empty: Story = {
  args: {
    project: {
      name: 'Subotica City Hall',
      address_street_one: 'Trg slobode 1',
      address_zip: '24000',
      address_city: 'Subotica',
      address_country: 'Serbia',
      devices: [],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Devices' })).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Contact' })).toHaveTextContent('—');
  },
};

/** A device whose model the server does not know: its unit id, and '—' for the model. */
export const UnknownModel: Story = {
  args: {
    project: {
      ...PROJECT,
      devices: [{ id: 9, unit_id: 'XYZ-000001', device_type: 'VRF', configuration: null }],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Devices' })).toHaveTextContent(
      'XYZ-000001—',
    );
  },
};

export const LongText: Story = {
  args: { project: LONG_PROJECT },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Info' })).toHaveTextContent(
      /Klinički centar Niš/,
    );
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Devices' })).toBeVisible();
  },
};

const WITH_STATES = {
  ...PROJECT,
  devices: PROJECT.devices?.map((device, index) => ({
    ...device,
    status: [ONLINE_STATUS, OFFLINE_STATUS, UNKNOWN_STATUS][index],
  })),
};

/**
 * Real devices: the card counts online and offline devices and shows each one's state in words; an
 * editor gets Add Device in the header and Edit and Remove on each device.
 */
export const DeviceStates: Story = {
  args: {
    project: WITH_STATES,
    devicesActions: (
      <Button size="small" startIcon={<PlusIcon />}>
        Add Device
      </Button>
    ),
    renderDevice: (device) => (
      <>
        <Button size="small" variant="outline" tone="neutral" aria-label={`Edit ${device.unit_id}`}>
          Edit
        </Button>
        <Button
          size="small"
          variant="outline"
          tone="danger"
          aria-label={`Remove ${device.unit_id}`}
        >
          Remove
        </Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const devices = within(canvasElement).getByRole('region', { name: 'Devices' });
    await expect(devices).toHaveTextContent('1 online, 1 offline, 1 not yet polled');
    const list = within(devices).getByRole('list');
    await expect(within(list).getByText('Offline')).toBeVisible();
    await expect(within(devices).getByRole('button', { name: 'Remove GMV-ACC977' })).toBeVisible();
  },
};

/** An editor's new project: the Devices card is there to add the first device. */
export const NoDevicesYet: Story = {
  args: {
    project: { ...PROJECT, devices: [] },
    devicesActions: (
      <Button size="small" startIcon={<PlusIcon />}>
        Add Device
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const devices = within(canvasElement).getByRole('region', { name: 'Devices' });
    await expect(within(devices).getByRole('button', { name: 'Add Device' })).toBeVisible();
  },
};
