import { createGlobalVar, globalStyle } from '@vanilla-extract/css';

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
      // !important: a component's own `animation` shorthand (a class) would otherwise win over `*`.
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto',
    },
  },
});

// Radix's modal layers (Dialog, Select, DropdownMenu) lock the page's scroll with
// react-remove-scroll, which sets `--removed-body-scroll-bar-size` on <body> as they open and
// close. An inherited custom property changed on <body> makes the browser recompute the style of
// every element of the page, in the frame of the click or key that opened or closed the layer
// (docs/benchmarks/console-ui.md). Registered as not inherited, it changes <body> alone;
// nothing reads it below <body>.
createGlobalVar('removed-body-scroll-bar-size', { syntax: '*', inherits: false });
