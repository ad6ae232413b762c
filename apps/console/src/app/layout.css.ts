import { vars } from '@hvac/console-ui';
import { globalStyle, style } from '@vanilla-extract/css';

// Page-level layout of the console's screens. Components bring their own styles; these only place them.
// Layouts adapt through intrinsic sizing (auto-fit grids, clamp) rather than media queries, so this
// file needs no breakpoint import (console-ui's breakpoints live with its atomic CSS).

globalStyle('body', {
  fontFamily: vars.font.body,
  fontSize: vars.text.medium.fontSize,
  lineHeight: vars.text.medium.lineHeight,
  color: vars.color.text,
  background: vars.color.surfaceSunken,
});

export const fallback = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '40vh',
});

/** The signed-out screens: one card in the middle of the page. */
export const publicPage = style({
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.large,
});

export const publicCard = style({
  width: '100%',
  maxWidth: 420,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

export const publicHeader = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  textAlign: 'center',
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

export const formActions = style({
  display: 'flex',
  gap: vars.space.small,
  justifyContent: 'flex-end',
  alignItems: 'center',
  flexWrap: 'wrap',
});

export const spread = style({ justifyContent: 'space-between' });

export const heading = style({
  fontSize: vars.text.xlarge.fontSize,
  lineHeight: vars.text.xlarge.lineHeight,
  fontWeight: vars.fontWeight.semibold,
});

export const subheading = style({
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.fontWeight.semibold,
  // A section heading that takes focus after an action (tabIndex -1) rings like other targets.
  ':focus': { outline: 'none' },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});

// The heading that receives focus after a navigation (PageNavigationProvider) is not a control:
// it shows a ring only when the browser judges the focus keyboard-driven (:focus-visible, e.g. a
// link followed with Enter), never after a click or a pointer-driven sign-in.
globalStyle('main h1[tabindex="-1"]:focus', { outline: 'none' });
globalStyle('main h1[tabindex="-1"]:focus-visible', {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: 2,
});

export const muted = style({ color: vars.color.textMuted });

export const link = style({
  color: vars.color.brand.text,
  fontWeight: vars.fontWeight.medium,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});

/** A signed-in screen: title row, then its sections. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  padding: `clamp(${vars.space.large}, 3vw, ${vars.space.xlarge})`,
});

export const pageHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  flexWrap: 'wrap',
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

/** Cards side by side on wide screens, stacked on narrow ones. */
export const cardGrid = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
});

export const dashboardGrid = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 300px), 1fr))',
  alignItems: 'start',
});

// The dashboard's cards keep the height their data will have while it loads (and when there is less),
// so the map below them does not move when the answers arrive (CLS). A card: its padding and border,
// the title line, the gap, then its body; a list entry: padding, border, its lines and their gap.
const cardChrome = `2 * ${vars.space.large} + 2px + ${vars.text.medium.lineHeight} + ${vars.space.medium}`;
const listGaps = (entries: number) => `${entries - 1} * ${vars.space.xsmall}`;
const entryChrome = `2 * ${vars.space.small} + 2px`;

/** Room for DASHBOARD_ALERT_COUNT (5) alerts of two lines each (title, then value and time). */
export const recentAlertsCard = style({
  minHeight: `calc(${cardChrome} + 5 * (${entryChrome} + ${vars.text.small.lineHeight} + ${vars.space.xxsmall} + ${vars.text.xsmall.lineHeight}) + ${listGaps(5)})`,
});

/** Room for RECENT_PROJECTS_LIMIT (5) recent projects of one line each. */
export const recentProjectsCard = style({
  minHeight: `calc(${cardChrome} + 5 * (${entryChrome} + ${vars.text.small.lineHeight}) + ${listGaps(5)})`,
});

/** Each count keeps its line's height while its skeleton shows. */
export const alarmStatsCard = style({});
globalStyle(`${alarmStatsCard} dd`, { minHeight: vars.text.small.lineHeight });

export const filters = style({
  display: 'flex',
  gap: vars.space.medium,
  flexWrap: 'wrap',
  alignItems: 'flex-end',
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.large,
  rowGap: vars.space.small,
});

export const detailTerm = style({ color: vars.color.textMuted });

/** Label and value pairs of a list's card on a narrow screen: what the table's columns show. */
export const cardDetails = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
  margin: 0,
  marginTop: vars.space.small,
  overflowWrap: 'anywhere',
});

export const cardValue = style({ margin: 0 });

export const messageLine = style({ display: 'block' });

export const narrow = style({ maxWidth: 480 });

export const rowActions = style({ display: 'flex', gap: vars.space.xsmall, flexWrap: 'wrap' });

/** A failure written in a section (not a toast), in the danger colour. */
export const errorText = style({ margin: 0, color: vars.color.danger.text });

/** Sections stacked inside a screen (a tab's content), without the screen's own padding. */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xlarge });

/** The shell's live-updates notice: space below it only while it shows something. */
export const liveNotice = style({
  selectors: { '&[data-state="paused"]': { marginBlockEnd: vars.space.large } },
});

/** A row of small controls (a device's Edit and Remove). */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});
