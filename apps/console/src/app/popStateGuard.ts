/**
 * The first `popstate` listener of the page. Listeners on window run in the order they were added
 * (Chromium does not run capturing ones first at the target), so a screen that must stop the
 * browser's Back or Forward before the router moves needs a listener added before the router's:
 * this module adds it when it is first imported, which the app does before it renders the router.
 * A screen sets `popStateGuard.current` while it holds navigations (useNavigationBlocker).
 */
export const popStateGuard: { current: ((event: PopStateEvent) => void) | null } = {
  current: null,
};

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', (event) => popStateGuard.current?.(event), true);
}
