import { useCallback, useEffect, useState } from 'react';
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
  // Until the effect has run, the render that first sees the new layout already shows its
  // default: a docked drawer that was open must not appear as an open overlay for one render
  // (a modal that mounted and closed at once, sending focus to the menu button: a window
  // narrowed, a tablet turned, a full-page screenshot's momentary resize).
  const [layoutDocked, setLayoutDocked] = useState(docked);
  const crossing = layoutDocked !== docked;
  useEffect(() => {
    if (!crossing) return;
    setLayoutDocked(docked);
    setIsOpen(docked);
  }, [crossing, docked, setIsOpen]);
  const shownOpen = crossing ? docked : isOpen;

  const toggle = useCallback(() => setIsOpen((current) => !current), [setIsOpen]);
  const close = useCallback(() => setIsOpen(false), [setIsOpen]);
  return { docked, open: shownOpen, setOpen: setIsOpen, toggle, close };
}
