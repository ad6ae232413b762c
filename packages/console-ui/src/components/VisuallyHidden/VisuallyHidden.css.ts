import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../../theme/mixins';

export const root = style(visuallyHidden);
