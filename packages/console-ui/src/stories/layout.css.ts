import { style } from '@vanilla-extract/css';

// Frames used by stories only: room for popovers in screenshots, realistic field widths.
export const narrow = style({ maxWidth: 320 });
export const roomForPopover = style({ maxWidth: 320, minHeight: 260 });
export const roomForMenu = style({
  display: 'flex',
  justifyContent: 'flex-end',
  minHeight: 280,
  maxWidth: 480,
});
export const medium = style({ maxWidth: 560 });
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: 16,
});
