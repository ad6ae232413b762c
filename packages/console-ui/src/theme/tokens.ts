/**
 * Raw design tokens: plain values, no CSS units where a number is clearer. `toThemeValues` turns them
 * into the strings of the theme contract, so every theme (ours or another product's) passes through
 * the same converter.
 */

/** Tones used by status colours, badges, toasts and buttons. */
export const tones = ['neutral', 'brand', 'success', 'danger', 'warning', 'info'] as const;
export type Tone = (typeof tones)[number];

/** Colours of one tone: a solid fill, the text drawn on it, a subtle surface and a text colour for it. */
export type ToneColours = {
  /** Solid fill (buttons, toasts, progress). */
  solid: string;
  /** Solid fill while hovered or pressed. */
  solidHover: string;
  /** Text and icons drawn on `solid` (meets 4.5:1 against it). */
  onSolid: string;
  /** Subtle background (badges, alerts). */
  surface: string;
  /** Text on `surface` and on the page surface (meets 4.5:1 against both). */
  text: string;
};

export type ConsoleThemeTokens = {
  /** Tells the browser which scrollbars and form controls to draw. */
  colorScheme: 'light' | 'dark';
  color: {
    /** Page background. */
    surface: string;
    /** Cards, dialogs, menus. */
    surfaceRaised: string;
    /** Wells, table headers, skeletons. */
    surfaceSunken: string;
    /** Hovered rows and menu items. */
    surfaceHover: string;
    /** Selected or highlighted rows. */
    surfaceSelected: string;
    text: string;
    textMuted: string;
    /** Decorative borders and dividers. */
    border: string;
    /** Borders of form controls (meets 3:1 against the surfaces). */
    borderStrong: string;
    /** Focus ring. */
    focus: string;
    /** Backdrop of dialogs and overlay drawers. */
    overlay: string;
  } & Record<Tone, ToneColours>;
  /** Spacing scale in px. */
  space: {
    none: number;
    xxsmall: number;
    xsmall: number;
    small: number;
    medium: number;
    large: number;
    xlarge: number;
    xxlarge: number;
    xxxlarge: number;
  };
  /** Corner radii in px. */
  radius: { none: number; small: number; medium: number; large: number; full: number };
  font: { body: string; mono: string };
  /** Type scale: font size and line height in px. */
  text: Record<
    'xsmall' | 'small' | 'medium' | 'large' | 'xlarge',
    { fontSize: number; lineHeight: number }
  >;
  fontWeight: { regular: number; medium: number; semibold: number };
  /** Heights of buttons and inputs in px. */
  controlHeight: { small: number; medium: number; large: number };
  /** Box shadows, lowest to highest. */
  elevation: { none: string; low: string; medium: string; high: string };
  /** Durations in ms, and one easing curve. */
  motion: { fast: number; medium: number; slow: number; easing: string };
  /** Stacking order of layers. */
  zIndex: {
    sticky: number;
    drawer: number;
    overlay: number;
    dialog: number;
    popover: number;
    toast: number;
  };
};

const shared = {
  space: {
    none: 0,
    xxsmall: 2,
    xsmall: 4,
    small: 8,
    medium: 12,
    large: 16,
    xlarge: 24,
    xxlarge: 32,
    xxxlarge: 48,
  },
  radius: { none: 0, small: 4, medium: 6, large: 10, full: 9999 },
  font: {
    // Inter is shipped with the package (see fonts.ts); the fallbacks only cover a failed load.
    body: "Inter, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  },
  text: {
    xsmall: { fontSize: 12, lineHeight: 16 },
    small: { fontSize: 14, lineHeight: 20 },
    medium: { fontSize: 16, lineHeight: 24 },
    large: { fontSize: 20, lineHeight: 28 },
    xlarge: { fontSize: 24, lineHeight: 32 },
  },
  fontWeight: { regular: 400, medium: 500, semibold: 600 },
  controlHeight: { small: 28, medium: 36, large: 44 },
  motion: { fast: 120, medium: 200, slow: 320, easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  zIndex: { sticky: 10, drawer: 100, overlay: 200, dialog: 300, popover: 400, toast: 500 },
} satisfies Omit<ConsoleThemeTokens, 'colorScheme' | 'color' | 'elevation'>;

export const lightTokens: ConsoleThemeTokens = {
  ...shared,
  colorScheme: 'light',
  color: {
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#f3f5f7',
    surfaceHover: '#eceff3',
    surfaceSelected: '#e3edfb',
    text: '#1a1f26',
    textMuted: '#535d69',
    border: '#d5dbe2',
    borderStrong: '#79838f',
    focus: '#1a5fcc',
    overlay: 'rgba(16, 22, 30, 0.55)',
    neutral: {
      solid: '#4a5562',
      solidHover: '#3a434e',
      onSolid: '#ffffff',
      surface: '#eceff3',
      text: '#3f4955',
    },
    brand: {
      solid: '#1a5fcc',
      solidHover: '#154ea8',
      onSolid: '#ffffff',
      surface: '#e3edfb',
      text: '#174fa8',
    },
    success: {
      solid: '#1b7a3a',
      solidHover: '#15632f',
      onSolid: '#ffffff',
      surface: '#e3f4e8',
      text: '#166530',
    },
    danger: {
      solid: '#c4262e',
      solidHover: '#a31f26',
      onSolid: '#ffffff',
      surface: '#fdeaea',
      text: '#a31f26',
    },
    warning: {
      solid: '#9c5200',
      solidHover: '#824400',
      onSolid: '#ffffff',
      surface: '#fff2dc',
      text: '#824400',
    },
    info: {
      solid: '#1c6aa8',
      solidHover: '#17578b',
      onSolid: '#ffffff',
      surface: '#e2eff9',
      text: '#17578b',
    },
  },
  elevation: {
    none: 'none',
    low: '0 1px 2px rgba(16, 22, 30, 0.12)',
    medium: '0 4px 12px rgba(16, 22, 30, 0.14)',
    high: '0 12px 32px rgba(16, 22, 30, 0.22)',
  },
};

export const darkTokens: ConsoleThemeTokens = {
  ...shared,
  colorScheme: 'dark',
  color: {
    surface: '#12161c',
    surfaceRaised: '#1b2129',
    surfaceSunken: '#0c0f13',
    surfaceHover: '#252c36',
    surfaceSelected: '#1d3050',
    text: '#e9edf2',
    textMuted: '#a4aebb',
    border: '#313a45',
    borderStrong: '#7c8794',
    focus: '#7fb0ff',
    overlay: 'rgba(0, 0, 0, 0.65)',
    neutral: {
      solid: '#c5ccd5',
      solidHover: '#dde2e8',
      onSolid: '#12161c',
      surface: '#2a313b',
      text: '#c9d0d8',
    },
    brand: {
      solid: '#6ea6f7',
      solidHover: '#8db9fa',
      onSolid: '#0b1526',
      surface: '#1d3050',
      text: '#8fbaf8',
    },
    success: {
      solid: '#4cbf70',
      solidHover: '#6dcd8a',
      onSolid: '#0a1a10',
      surface: '#173324',
      text: '#74d292',
    },
    danger: {
      solid: '#f2727a',
      solidHover: '#f59197',
      onSolid: '#240709',
      surface: '#3d1a1d',
      text: '#f6959a',
    },
    warning: {
      solid: '#f0a846',
      solidHover: '#f4bb6c',
      onSolid: '#241500',
      surface: '#3a2a12',
      text: '#f3b864',
    },
    info: {
      solid: '#5fb0ea',
      solidHover: '#82c2ef',
      onSolid: '#071a28',
      surface: '#163047',
      text: '#86c3ef',
    },
  },
  elevation: {
    none: 'none',
    low: '0 1px 2px rgba(0, 0, 0, 0.5)',
    medium: '0 4px 12px rgba(0, 0, 0, 0.5)',
    high: '0 12px 32px rgba(0, 0, 0, 0.6)',
  },
};
