// The public API of @hvac/console-ui: explicit named exports only, props as `export type`.

// Theme
export {
  vars,
  lightThemeClass,
  darkThemeClass,
  createConsoleTheme,
  sprinkles,
  breakpoints,
  lightTokens,
  darkTokens,
  tones,
  toThemeValues,
} from './theme';
export type {
  Sprinkles,
  Breakpoint,
  ConsoleThemeTokens,
  ConsoleThemeValues,
  ToneColours,
  Tone,
} from './theme';

// Utilities
export { cx } from './utils/cx';
export { useControllableState } from './utils/useControllableState';
export type {
  UseControllableStateOptions,
  SetControllableState,
} from './utils/useControllableState';

// Toast, AppShell, DataTable (notifications, the signed-in frame, the paged table)
export { ToastProvider, Toast, useToast, DEFAULT_TOAST_LABELS } from './components/Toast/Toast';
export type {
  ToastApi,
  ToastLabels,
  ToastProps,
  ToastProviderProps,
} from './components/Toast/Toast';
export { useToastQueue, TOAST_TONES, TOAST_PAUSE_REASONS } from './components/Toast/useToastQueue';
export type {
  ToastItem,
  ToastPauseReason,
  ToastQueue,
  ToastTone,
  UseToastQueueOptions,
} from './components/Toast/useToastQueue';
export { createManualClock, systemClock } from './components/Toast/toastClock';
export type { ManualClock, ToastClock } from './components/Toast/toastClock';
export { AppShell, DEFAULT_APP_SHELL_LABELS } from './components/AppShell/AppShell';
export type {
  AppShellLabels,
  AppShellLinkProps,
  AppShellNavItem,
  AppShellProps,
} from './components/AppShell/AppShell';
export {
  useNavigationDrawer,
  DRAWER_MODES,
  WIDE_SCREEN_QUERY,
} from './components/AppShell/useNavigationDrawer';
export type {
  DrawerMode,
  NavigationDrawer,
  UseNavigationDrawerOptions,
} from './components/AppShell/useNavigationDrawer';
export { DataTable, DATA_TABLE_LAYOUTS } from './components/DataTable/DataTable';
export type { DataTableLayout, DataTableProps } from './components/DataTable/DataTable';
export { usePagedTable, DATA_TABLE_MODES } from './components/DataTable/usePagedTable';
export type {
  DataTableColumn,
  DataTableMode,
  DataTableValue,
  PagedTable,
  PagedTableRow,
  UsePagedTableOptions,
} from './components/DataTable/usePagedTable';
export type { PagedTableQuery } from './components/DataTable/pagedTableQuery';
export { useRowNavigation } from './components/DataTable/useRowNavigation';
export type {
  RowNavigationProps,
  UseRowNavigationOptions,
} from './components/DataTable/useRowNavigation';
export { DEFAULT_DATA_TABLE_LABELS } from './components/DataTable/labels';
export type { DataTableLabels } from './components/DataTable/labels';
