/**
 * Moves focus to an element that may not be on screen yet (a new row, an area that appears once
 * the saved list is read again): `find` is asked now and then once per animation frame, for at
 * most `frames` frames. The element is focused without scrolling past it and scrolled into view as
 * little as needed. Answers a function that stops waiting (for an effect's clean-up).
 */
export function focusWhenReady(
  find: () => HTMLElement | null | undefined,
  { frames = 60 }: { frames?: number } = {},
): () => void {
  let handle = 0;
  let left = frames;
  const attempt = () => {
    const element = find();
    if (element && element.isConnected) {
      element.focus({ preventScroll: true });
      element.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
      return;
    }
    if (left <= 0) return;
    left -= 1;
    handle = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(handle);
}
