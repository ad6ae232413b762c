export const SEARCH_DEBOUNCE_MS = 300;
export const TOAST_DURATION_MS = 3000;
export const DRAWER_WIDTH = 180;
export const HEADER_HEIGHT = 64;
