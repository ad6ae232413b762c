import { globalStyle } from '@vanilla-extract/css';

// A small reset: enough for consistent boxes and type, nothing that restyles a host page's content.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});
globalStyle('body', { margin: 0 });
globalStyle('button, input, select, textarea', {
  font: 'inherit',
  color: 'inherit',
  letterSpacing: 'inherit',
});
globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { margin: 0 });
globalStyle('img, svg, video, canvas', { display: 'block', maxWidth: '100%' });
globalStyle('svg', { flexShrink: 0 });

// People who ask for less motion get none (spinners and skeletons stay readable without it).
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms',
      animationIterationCount: 1,
      transitionDuration: '0.01ms',
      scrollBehavior: 'auto',
    },
  },
});
