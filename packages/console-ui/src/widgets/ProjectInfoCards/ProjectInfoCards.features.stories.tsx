import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LONG_PROJECT, PROJECT } from '../fixtures/projectDetail';
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
