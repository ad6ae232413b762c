// The public API of @hvac/console-ui: explicit named exports only, props as `export type`. This file
// names the theme, utilities, icons and primitives; the widgets are named in ./widgets.ts (also the
// `@hvac/console-ui/widgets` entry) and re-exported here, so the main entry keeps all of them.

// Theme
export {
  vars,
  lightThemeClass,
  darkThemeClass,
  sprinkles,
  breakpoints,
  lightTokens,
  darkTokens,
  tones,
  toThemeValues,
  toDesignTokens,
} from './theme';
export type {
  DesignToken,
  DesignTokenGroup,
  DesignTokenType,
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
export { useFocusFirstInvalid } from './utils/useFocusFirstInvalid';
export { focusWhenReady } from './utils/focusWhenReady';
export { useScrollable } from './utils/useScrollable';
export type {
  UseControllableStateOptions,
  SetControllableState,
} from './utils/useControllableState';
export { useInfiniteList } from './hooks/useInfiniteList';
export type { InfiniteList, UseInfiniteListOptions } from './hooks/useInfiniteList';

// Icons
export {
  createIcon,
  AlertCircleIcon,
  ArrowDownIcon,
  ArrowUpIcon,
  CheckCircleIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronUpIcon,
  CloseIcon,
  EyeIcon,
  EyeOffIcon,
  GlobeIcon,
  InboxIcon,
  InfoIcon,
  LogOutIcon,
  MenuIcon,
  MinusIcon,
  PlusIcon,
  PowerIcon,
  PowerOffIcon,
  SearchIcon,
  SettingsIcon,
  UserIcon,
  WarningIcon,
} from './icons';
export type { IconProps } from './icons';

// Primitives
export { Button, buttonVariants, buttonTones, buttonSizes } from './components/Button/Button';
export type {
  ButtonProps,
  ButtonVariant,
  ButtonTone,
  ButtonSize,
} from './components/Button/Button';
export { IconButton } from './components/IconButton/IconButton';
export type { IconButtonProps } from './components/IconButton/IconButton';
export { Spinner, spinnerSizes } from './components/Spinner/Spinner';
export type { SpinnerProps, SpinnerSize } from './components/Spinner/Spinner';
export { VisuallyHidden } from './components/VisuallyHidden/VisuallyHidden';
export type { VisuallyHiddenProps } from './components/VisuallyHidden/VisuallyHidden';
export { FormField } from './components/FormField/FormField';
export type { FormFieldProps } from './components/FormField/FormField';
export { useFormField } from './components/FormField/useFormField';
export type {
  UseFormFieldOptions,
  FormFieldControlProps,
} from './components/FormField/useFormField';
export { TextField } from './components/TextField/TextField';
export type { TextFieldProps } from './components/TextField/TextField';
export { PasswordField } from './components/PasswordField/PasswordField';
export type { PasswordFieldProps } from './components/PasswordField/PasswordField';
export { Select } from './components/Select/Select';
export type { SelectProps, SelectOption } from './components/Select/Select';
export { Checkbox } from './components/Checkbox/Checkbox';
export { MultiSelect, DEFAULT_MULTI_SELECT_LABELS } from './components/MultiSelect/MultiSelect';
export type { MultiSelectProps, MultiSelectLabels } from './components/MultiSelect/MultiSelect';
export type { CheckboxProps, CheckedState } from './components/Checkbox/Checkbox';
export { Switch } from './components/Switch/Switch';
export type { SwitchProps } from './components/Switch/Switch';
export {
  Dialog,
  DialogClose,
  DialogPendingOverlay,
  dialogSizes,
  usePaintedSince,
} from './components/Dialog/Dialog';
export type { DialogProps, DialogSize } from './components/Dialog/Dialog';
export { FormDialog } from './components/FormDialog/FormDialog';
export type { FormDialogProps } from './components/FormDialog/FormDialog';
export { ConfirmDialog, confirmDialogTones } from './components/ConfirmDialog/ConfirmDialog';
export type {
  ConfirmDialogProps,
  ConfirmDialogTone,
} from './components/ConfirmDialog/ConfirmDialog';
export { Tabs, TabList, Tab, TabPanel, tabsOrientations } from './components/Tabs/Tabs';
export type {
  TabsProps,
  TabListProps,
  TabProps,
  TabPanelProps,
  TabsOrientation,
} from './components/Tabs/Tabs';
export {
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  menuItemTones,
} from './components/DropdownMenu/DropdownMenu';
export type {
  DropdownMenuProps,
  DropdownMenuItemProps,
  DropdownMenuRadioGroupProps,
  DropdownMenuRadioItemProps,
  MenuItemTone,
} from './components/DropdownMenu/DropdownMenu';
export { Card, cardPaddings, cardElevations } from './components/Card/Card';
export type { CardProps, CardPadding, CardElevation } from './components/Card/Card';
export { Badge, badgeTones, badgeVariants } from './components/Badge/Badge';
export type { BadgeProps, BadgeTone, BadgeVariant } from './components/Badge/Badge';
export { StatusIcon, statusKinds } from './components/StatusIcon/StatusIcon';
export type { StatusIconProps, StatusKind } from './components/StatusIcon/StatusIcon';
export { Skeleton, skeletonShapes } from './components/Skeleton/Skeleton';
export type { SkeletonProps, SkeletonShape } from './components/Skeleton/Skeleton';
export { ProgressBar, progressTones } from './components/ProgressBar/ProgressBar';
export type { ProgressBarProps, ProgressTone } from './components/ProgressBar/ProgressBar';
export { EmptyState } from './components/EmptyState/EmptyState';
export type { EmptyStateProps } from './components/EmptyState/EmptyState';
export { LiveUpdatesNotice } from './components/LiveUpdatesNotice/LiveUpdatesNotice';
export type { LiveUpdatesNoticeProps } from './components/LiveUpdatesNotice/LiveUpdatesNotice';

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
export {
  DataTable,
  DATA_TABLE_KEYBOARD_NAVIGATIONS,
  DATA_TABLE_LAYOUTS,
} from './components/DataTable/DataTable';
export type {
  DataTableKeyboardNavigation,
  DataTableLayout,
  DataTableProps,
} from './components/DataTable/DataTable';
export type { DataTableCardContext } from './components/DataTable/DataTableCards';
export { usePagedTable, DATA_TABLE_MODES } from './components/DataTable/usePagedTable';
export type {
  DataTableColumn,
  DataTableMode,
  DataTableValue,
  PagedTable,
  PagedTableRow,
  UsePagedTableOptions,
} from './components/DataTable/usePagedTable';
export { initialPagedTableQuery } from './components/DataTable/pagedTableQuery';
export type { PagedTableQuery } from './components/DataTable/pagedTableQuery';
export { useRowNavigation } from './components/DataTable/useRowNavigation';
export type {
  RowNavigationProps,
  UseRowNavigationOptions,
} from './components/DataTable/useRowNavigation';
export { DEFAULT_DATA_TABLE_LABELS } from './components/DataTable/labels';
export type { DataTableLabels } from './components/DataTable/labels';

// Widgets (also `@hvac/console-ui/widgets`).
export * from './widgets';
