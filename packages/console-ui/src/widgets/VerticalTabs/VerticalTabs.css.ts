import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * Tabs beside their panel while the container is wide enough, stacked above it (the tabs wrapping
 * onto several lines, never scrolling sideways) when it is not. The selectors match the Tabs
 * component's own orientation rules so that these win inside the narrow container.
 */
export const container = style({ containerType: 'inline-size' });

const narrow = '(max-width: 40rem)';

export const root = style({
  '@container': {
    [narrow]: { selectors: { '&[data-orientation="vertical"]': { flexDirection: 'column' } } },
  },
});

export const list = style({
  flexShrink: 0,
  '@container': {
    [narrow]: {
      selectors: {
        '&[data-orientation="vertical"]': {
          flexDirection: 'row',
          flexWrap: 'wrap',
          borderInlineEnd: 'none',
          borderBottom: `1px solid ${vars.color.border}`,
          minWidth: 0,
        },
      },
    },
  },
});

export const panel = style({ minHeight: '12rem' });
