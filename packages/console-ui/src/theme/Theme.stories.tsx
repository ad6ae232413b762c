import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../components/Badge/Badge';
import { Button } from '../components/Button/Button';
import { TextField } from '../components/TextField/TextField';
import { vars } from './contract.css';
import * as styles from './Theme.stories.css';
import { tones } from './tokens';

function Tokens() {
  return (
    <div className={styles.frame}>
      <h2 className={styles.heading}>Tones</h2>
      <div className={`${styles.swatches} ${styles.swatchesWide}`}>
        {tones.map((tone) => (
          <span
            key={tone}
            className={styles.swatch}
            style={{ background: vars.color[tone].solid, color: vars.color[tone].onSolid }}
          >
            {tone}
          </span>
        ))}
        {tones.map((tone) => (
          <span
            key={`${tone}-surface`}
            className={styles.swatch}
            style={{ background: vars.color[tone].surface, color: vars.color[tone].text }}
          >
            {`${tone} surface`}
          </span>
        ))}
      </div>
      <h2 className={styles.heading}>Type scale</h2>
      {(['xlarge', 'large', 'medium', 'small', 'xsmall'] as const).map((size) => (
        <p
          key={size}
          className={styles.typeSample}
          style={{ fontSize: vars.text[size].fontSize, lineHeight: vars.text[size].lineHeight }}
        >
          {`${size}: Outdoor temperature 21.5 °C`}
        </p>
      ))}
    </div>
  );
}

const meta = {
  title: 'Theme/Tokens',
  component: Tokens,
  parameters: {
    docs: {
      description: {
        component:
          "The theme's design tokens: colours, spacing, radii, typography and elevation, in light and dark. They are also published as W3C Design Tokens JSON (`@hvac/console-ui/tokens/light.tokens.json` and `dark.tokens.json`).\n\n**When to use.** Use the theme's variables (`vars`) for every colour, space, radius and font in new components, so light, dark and custom themes (`createConsoleTheme`) apply everywhere.\n\n**When not to use.** Not raw values in components: a literal colour breaks dark mode and other products' themes.",
      },
    },
  },
} satisfies Meta<typeof Tokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };

/** A product re-themes every widget by filling the same contract with its own tokens. */
export const CustomTheme: Story = {
  render: () => (
    <div className={styles.acmeThemeClass}>
      <div className={styles.frame}>
        <Button>Save changes</Button>
        <Badge tone="brand">Acme brand</Badge>
        <TextField className={styles.field} label="Project name" defaultValue="Acme HQ" />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(107, 47, 179)');
    await expect(getComputedStyle(button).borderTopLeftRadius).toBe('2px');
  },
};
