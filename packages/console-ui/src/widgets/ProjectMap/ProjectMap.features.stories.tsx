import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MAP_PROJECTS, PROJECT_IMAGE } from '../fixtures/projects';
import { ProjectMap } from './ProjectMap';
import { GRID_TILE_DARK, createGridTileProvider, localTileProvider } from './localTiles';

const meta = {
  title: 'Widgets/ProjectMap/Features',
  component: ProjectMap,
  args: {
    projects: MAP_PROJECTS,
    tileProvider: localTileProvider,
    height: 480,
    animate: false,
    onNavigate: fn(),
  },
} satisfies Meta<typeof ProjectMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click on a marker opens its info window; the link is handed to the app's router. */
export const InfoWindow: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const marker = canvas.getByRole('button', { name: 'Novi Sad Business Centre' });
    await userEvent.click(marker);
    const info = canvas.getByRole('dialog', { name: 'Novi Sad Business Centre' });
    await expect(info).toHaveFocus();
    await expect(within(info).getByText('21000 Novi Sad')).toBeVisible();
    const link = within(info).getByRole('link', { name: 'View Project' });
    await expect(link).toHaveAttribute('href', '/projects/4/');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith(
      expect.objectContaining({ id: 4 }),
      '/projects/4/',
    );
  },
};

/** Escape closes the info window and puts focus back on the marker. */
export const KeyboardOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const marker = canvas.getByRole('button', { name: 'Sarajevo Office Park' });
    marker.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('dialog', { name: 'Sarajevo Office Park' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(marker).toHaveFocus();
  },
};

/** Activating a cluster zooms in until its projects come apart. */
export const ClusterZoom: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '3 projects, active alarm' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Airport City' })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: '2 projects, active alarm' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Usce Tower, active alarm' })).toHaveAttribute(
        'data-tone',
        'alarm',
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Belgrade Waterfront' })).toHaveAttribute(
      'data-tone',
      'ok',
    );
  },
};

/** No projects: the map still shows, with nothing on it. */
export const Empty: Story = {
  args: { projects: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Projects map' })).toBeVisible();
    await expect(canvas.queryAllByRole('button', { name: /projects|Tower|Centre/ })).toHaveLength(
      0,
    );
  },
};

/** Every project with an active alarm: every marker and cluster is red. */
export const ActiveAlarms: Story = {
  args: { projects: MAP_PROJECTS.map((project) => ({ ...project, has_active_alarm: true })) },
  play: async ({ canvasElement }) => {
    const markers = within(canvasElement).getAllByRole('button', { name: /active alarm/ });
    await expect(markers).toHaveLength(4);
    for (const marker of markers) await expect(marker).toHaveAttribute('data-tone', 'alarm');
  },
};

/** Long names and addresses wrap inside the info window. */
export const LongText: Story = {
  args: {
    projects: [
      {
        id: 42,
        name: 'Regional Logistics and Cold Storage Distribution Centre, Building C (North Wing)',
        image: PROJECT_IMAGE,
        location: { lat: 44.0165, lon: 20.9114 },
        has_active_alarm: false,
        address_street_one: 'Industrijska zona bb, Kragujevacki Industrijski Park, Lamela 14',
        address_zip: '34000',
        address_city: 'Kragujevac',
        address_country: 'Serbia',
      },
    ],
    defaultSelectedProjectId: 42,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: /Regional Logistics and Cold Storage/ }),
    ).toBeVisible();
  },
};

/** The dark theme, with a dark local tile source. */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { tileProvider: createGridTileProvider(GRID_TILE_DARK), defaultSelectedProjectId: 6 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('dialog', { name: 'Sarajevo Office Park' }),
    ).toBeVisible();
  },
};
