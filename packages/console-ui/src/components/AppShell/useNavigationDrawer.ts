import { useCallback, useEffect, useRef } from 'react';
import { breakpoints } from '../../theme/sprinkles.css';
import { useControllableState } from '../../utils/useControllableState';
import { useMediaQuery } from './useMediaQuery';

export const DRAWER_MODES = ['auto', 'docked', 'overlay'] as const;
/** `docked`: beside the content; `overlay`: over it, closed by Escape or the backdrop; `auto`: by screen width. */
export type DrawerMode = (typeof DRAWER_MODES)[number];

/** Screens at least this wide dock the drawer (the tablet breakpoint). */
export const WIDE_SCREEN_QUERY = `(min-width: ${breakpoints.tablet}px)`;

export interface UseNavigationDrawerOptions {
  open?: boolean;
  /** Open on wide screens and closed on narrow ones unless set. */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  mode?: DrawerMode;
  wideScreenQuery?: string;
}

export interface NavigationDrawer {
  /** Whether the drawer sits beside the content (true) or over it (false). */
  docked: boolean;
  open: boolean;
  setOpen: (open: boolean) => void;
  toggle: () => void;
  close: () => void;
}

/**
 * The drawer's state without markup: open by default where it docks, closed where it overlays,
 * and back to that default whenever the screen crosses the breakpoint.
 */
export function useNavigationDrawer({
  open,
  defaultOpen,
  onOpenChange,
  mode = 'auto',
  wideScreenQuery = WIDE_SCREEN_QUERY,
}: UseNavigationDrawerOptions = {}): NavigationDrawer {
  const wide = useMediaQuery(wideScreenQuery, true);
  const docked = mode === 'docked' || (mode === 'auto' && wide);
  const [isOpen, setIsOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen ?? docked,
    onChange: onOpenChange,
  });

  // Crossing the breakpoint restores that layout's default (an overlay never opens by itself).
  // An effect, not a render-time update, because the owner's onOpenChange may set its own state.
  const layoutDocked = useRef(docked);
  useEffect(() => {
    if (layoutDocked.current === docked) return;
    layoutDocked.current = docked;
    setIsOpen(docked);
  }, [docked, setIsOpen]);

  const toggle = useCallback(() => setIsOpen((current) => !current), [setIsOpen]);
  const close = useCallback(() => setIsOpen(false), [setIsOpen]);
  return { docked, open: isOpen, setOpen: setIsOpen, toggle, close };
}
