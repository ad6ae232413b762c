import { style } from '@vanilla-extract/css';

/** The plan at its own size (800 px): one image pixel per screen pixel. */
export const frame = style({ maxWidth: 800 });
export const narrow = style({ maxWidth: 320 });
