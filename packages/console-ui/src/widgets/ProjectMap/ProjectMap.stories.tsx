import { MAP_HEIGHT } from '@hvac/console-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { MAP_PROJECTS } from '../fixtures/projects';
import { ProjectMap } from './ProjectMap';
import { localTileProvider } from './localTiles';

const meta = {
  title: 'Widgets/ProjectMap',
  component: ProjectMap,
  parameters: {
    docs: {
      description: {
        component:
          "The map of all projects: clustered markers (red with an active alarm, green otherwise) that are buttons reachable by keyboard, clusters that zoom in when activated and an info window per project. Heavy (pigeon-maps, supercluster): import it from `@hvac/console-ui/map` so the app can load it lazily.\n\n**When to use.** Use it for where a company's projects are and which have active alarms; import it from `@hvac/console-ui/map` and load it lazily.\n\n**When not to use.** Not for a single building's layout (FloorPlan).",
      },
    },
  },
  args: {
    projects: MAP_PROJECTS,
    tileProvider: localTileProvider,
    height: MAP_HEIGHT,
    animate: false,
    onNavigate: fn(),
    onSelectedProjectChange: fn(),
  },
  argTypes: {
    height: { control: { type: 'number', min: 200, step: 50 } },
    defaultZoom: { control: { type: 'range', min: 1, max: 18 } },
  },
} satisfies Meta<typeof ProjectMap>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Projects map' })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: '3 projects, active alarm' }),
    ).toHaveTextContent('3');
    await expect(canvas.getByRole('button', { name: 'Novi Sad Business Centre' })).toHaveAttribute(
      'data-tone',
      'ok',
    );
  },
};

export const Playground: Story = {
  args: { height: 480, defaultZoom: 6 },
};
