import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { createIcon } from './createIcon';
import * as exported from './index';
import * as styles from './Icons.stories.css';

type Icon = ReturnType<typeof createIcon>;

// Every icon the package exports (the barrel also exports `createIcon`, which is not an icon),
// sorted by name so the gallery and its screenshot keep a fixed order.
const icons = Object.entries(exported)
  .filter((entry): entry is [string, Icon] => /^[A-Z]\w*Icon$/.test(entry[0]))
  .sort(([a], [b]) => a.localeCompare(b, 'en'));

interface IconGalleryProps {
  /** Icon size in px. */
  size?: number;
}

function IconGallery({ size = 24 }: IconGalleryProps) {
  return (
    <ul className={styles.gallery} aria-label="Icons">
      {icons.map(([name, Icon]) => (
        <li key={name} className={styles.tile}>
          <Icon size={size} />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Components/Icons',
  component: IconGallery,
  parameters: {
    docs: {
      description: {
        component:
          "The console's icons (24 px grid, `currentColor`), each a React component exported by the package.\n\n**When to use.** Use these icons beside a visible label, or give the control a name (IconButton's `aria-label`): on their own they are decorative (`aria-hidden`).\n\n**When not to use.** Not as the only carrier of meaning, and not for pictures (use `<img>` with `alt`).",
      },
    },
  },
  args: { size: 24 },
  argTypes: { size: { control: { type: 'range', min: 12, max: 48, step: 4 } } },
} satisfies Meta<typeof IconGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const gallery = within(canvasElement).getByRole('list', { name: 'Icons' });
    const tiles = within(gallery).getAllByRole('listitem');
    // One tile per exported icon, each with its icon and its name.
    await expect(icons.length).toBeGreaterThan(0);
    await expect(tiles).toHaveLength(icons.length);
    await expect(gallery.querySelectorAll('svg')).toHaveLength(icons.length);
    for (const [index, [name]] of icons.entries()) {
      await expect(tiles[index]).toHaveTextContent(name);
    }
  },
};

export const Playground: Story = { args: { size: 40 } };

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const gallery = within(canvasElement).getByRole('list', { name: 'Icons' });
    await expect(gallery.querySelectorAll('svg')).toHaveLength(icons.length);
  },
};
