import type { KeyboardEvent } from 'react';
import { useRef } from 'react';

/** Type-ahead keeps what was typed for this long (the WAI-ARIA listbox pattern's usual value). */
const TYPE_AHEAD_MS = 500;

export interface UseListNavigationOptions {
  count: number;
  activeIndex: number;
  setActiveIndex: (index: number) => void;
  /** Rows a Page Up / Page Down moves. */
  pageSize: number;
  textOf: (index: number) => string;
  onChoose: (index: number) => void;
}

/**
 * Keyboard of a single-select listbox: arrows, Home/End, Page Up/Down, type-ahead (first item after
 * the active one starting with the typed text), Enter and Space choose. Behaviour only: the
 * markup is the caller's.
 */
export function useListNavigation({
  count,
  activeIndex,
  setActiveIndex,
  pageSize,
  textOf,
  onChoose,
}: UseListNavigationOptions) {
  const typed = useRef({ text: '', at: 0 });

  return (event: KeyboardEvent<HTMLElement>) => {
    if (count === 0) return;
    const last = count - 1;
    const current = Math.min(Math.max(activeIndex, 0), last);
    const move = (index: number) => {
      event.preventDefault();
      setActiveIndex(Math.min(Math.max(index, 0), last));
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(activeIndex < 0 ? 0 : current + 1);
      case 'ArrowUp':
        return move(activeIndex < 0 ? 0 : current - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(last);
      case 'PageDown':
        return move(current + pageSize);
      case 'PageUp':
        return move(current - pageSize);
      case 'Enter':
      case ' ':
        if (
          event.key === ' ' &&
          typed.current.text &&
          Date.now() - typed.current.at < TYPE_AHEAD_MS
        ) {
          break;
        }
        event.preventDefault();
        if (activeIndex >= 0) onChoose(current);
        return undefined;
      default:
        break;
    }
    if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return undefined;
    const now = Date.now();
    const text =
      (now - typed.current.at < TYPE_AHEAD_MS ? typed.current.text : '') + event.key.toLowerCase();
    typed.current = { text, at: now };
    // Repeating one letter cycles through the items that start with it.
    const repeated = text.length > 1 && [...text].every((letter) => letter === text[0]);
    const needle = repeated ? text[0] : text;
    const start = repeated || text.length === 1 ? current + 1 : current;
    for (let offset = 0; offset < count; offset += 1) {
      const index = (start + offset) % count;
      if (textOf(index).toLowerCase().startsWith(needle)) {
        event.preventDefault();
        setActiveIndex(index);
        return undefined;
      }
    }
    return undefined;
  };
}
