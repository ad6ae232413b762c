import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sprinkles } from '../../theme/sprinkles.css';
import { FieldList } from './FieldList';
import { StatsButtons } from './StatsButtons';
import { StatusGlyph } from './StatusGlyph';
import { ValueAgeText } from '../../widgets/ValueAgeText/ValueAgeText';

// The private building blocks the device cards share (with the public ValueAgeText), one story per
// block and state. Times are fixed: the refresh interval is 10 s, so a value older than 20 s is stale.
const NOW = '2026-03-02T10:00:30Z';
const INTERVAL_MS = 10_000;
// Text queries that skip the icons' SVG <title>, to find only the words written next to them.
const visibleTextOnly = 'script, style, title';

const statsLabels = { latestStats: 'Latest stats', historicalStats: 'Historical stats' };

const fields = [
  { label: 'Mode', value: 'Cool' },
  { label: 'Outdoor Temp', value: '18.5 °C' },
  { label: 'Leaving Water Temp Cool', value: '7.0 °C' },
] as const;

const glyphs = [
  { kind: 'power', active: true, label: 'Power', stateText: 'On' },
  { kind: 'power', active: false, label: 'Power', stateText: 'Off' },
  { kind: 'error', active: true, label: 'Outdoor', stateText: 'Error' },
  {
    kind: 'error',
    active: false,
    label: 'Indoor',
    stateText: 'No Error',
  },
] as const;

function AllStatusGlyphs() {
  return (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'small' })}>
      {glyphs.map((glyph) => (
        <StatusGlyph key={`${glyph.label} ${glyph.stateText}`} {...glyph} />
      ))}
    </div>
  );
}

function AllBlocks() {
  return (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'large' })}>
      <FieldList fields={fields} />
      <AllStatusGlyphs />
      <ValueAgeText now={NOW} updatedAt="2026-03-02T10:00:18Z" intervalMs={INTERVAL_MS} />
      <ValueAgeText now={NOW} updatedAt="2026-03-02T09:59:30Z" intervalMs={INTERVAL_MS} />
      <StatsButtons
        title="Outdoor unit 1"
        onOpenLatestStats={fn()}
        onOpenHistoricalStats={fn()}
        labels={statsLabels}
      />
    </div>
  );
}

const meta = {
  title: 'Components/Private',
  component: FieldList,
  args: { fields },
} satisfies Meta<typeof FieldList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FieldListDefault: Story = {
  name: 'FieldList',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const field of fields) {
      const term = canvas.getByText(field.label);
      await expect(term.tagName).toBe('DT');
      await expect(term.nextElementSibling).toHaveTextContent(field.value);
    }
  },
};

export const FieldListLoading: Story = {
  name: 'FieldList loading',
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The labels stay while the values are placeholders.
    await expect(canvas.getByText('Mode')).toBeVisible();
    await expect(canvas.queryByText('Cool')).toBeNull();
  },
};

export const StatsButtonsClicks: StoryObj<typeof StatsButtons> = {
  name: 'StatsButtons',
  args: {
    title: 'Outdoor unit 1',
    onOpenLatestStats: fn(),
    onOpenHistoricalStats: fn(),
    labels: statsLabels,
  },
  render: (args) => <StatsButtons {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `Latest stats, Outdoor unit 1` }));
    await expect(args.onOpenLatestStats).toHaveBeenCalledTimes(1);
    await expect(args.onOpenHistoricalStats).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: `Historical stats, Outdoor unit 1` }));
    await expect(args.onOpenHistoricalStats).toHaveBeenCalledTimes(1);
    await expect(args.onOpenLatestStats).toHaveBeenCalledTimes(1);
  },
};

export const StatsButtonsLatestOnly: StoryObj<typeof StatsButtons> = {
  name: 'StatsButtons latest only',
  args: { title: 'Indoor unit 4', onOpenLatestStats: fn(), labels: statsLabels },
  render: (args) => <StatsButtons {...args} />,
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons).toHaveLength(1);
    await expect(buttons[0]).toHaveAccessibleName(`Latest stats, Indoor unit 4`);
  },
};

export const StatusGlyphStates: Story = {
  name: 'StatusGlyph states',
  render: () => <AllStatusGlyphs />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const glyph of glyphs) {
      const text = `${glyph.label}: ${glyph.stateText}`;
      // The icon's text alternative, and the same words visible next to it.
      await expect(canvas.getByRole('img', { name: text })).toBeInTheDocument();
      await expect(canvas.getByText(text, { ignore: visibleTextOnly })).toBeVisible();
    }
  },
};

export const StatusGlyphIconOnly: Story = {
  name: 'StatusGlyph icon only',
  render: () => (
    <StatusGlyph kind="error" active label={'Outdoor'} stateText={'Error'} showLabel={false} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Outdoor: Error' })).toBeInTheDocument();
    await expect(canvas.queryByText('Outdoor: Error', { ignore: visibleTextOnly })).toBeNull();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: () => <AllBlocks />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Power: On' })).toBeInTheDocument();
    await expect(canvas.getByText('Stale')).toBeVisible();
  },
};
