import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';
import { useDeferredValue, useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../../icons';
import { IconButton } from '../IconButton/IconButton';
import { COMPONENT_LABELS } from '../labels';
import * as styles from './Dialog.css';

export const dialogSizes = ['small', 'medium', 'large'] as const;
export type DialogSize = (typeof dialogSizes)[number];

export interface DialogProps {
  title: ReactNode;
  /** A sentence under the title, announced when the dialog opens. */
  description?: ReactNode;
  /** The element that opens the dialog (rendered as is, e.g. a Button). */
  trigger?: ReactElement;
  /** Buttons at the bottom; wrap the cancel button in `<DialogClose>` to close on click. */
  footer?: ReactNode;
  children?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  size?: DialogSize;
  /**
   * Where focus goes when the dialog opens (Radix's event): call `event.preventDefault()` and focus
   * an element yourself; by default the first focusable element inside gets it.
   */
  onOpenAutoFocus?: (event: Event) => void;
  /**
   * Where focus goes when the dialog closes: by default back to the trigger, or for a controlled
   * dialog to what had focus when it opened (the menu's button when a menu item opened it; the
   * same-named element when the opener was rendered anew). Prevent the default to choose yourself.
   */
  onCloseAutoFocus?: (event: Event) => void;
  /** Accessible name of the close button in the corner. */
  closeLabel?: string;
  /** Escape was pressed (Radix's event): prevent the default to keep the dialog open. */
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
  /** A pointer went down outside the dialog: prevent the default to keep it open. */
  onPointerDownOutside?: (event: Event) => void;
  /**
   * Renders the body and footer just after the dialog's frame (title, Close) instead of with it:
   * the click or key that opens the dialog paints at once, and a heavy form or table inside
   * renders in the next moments, in slices that let the browser paint (React's deferred value),
   * while the dialog fades in. Focus goes to Close first unless a field has `autoFocus`, which
   * takes it when it renders. Not with `onOpenAutoFocus` (its element may be in the body).
   * A controlled dialog (`open`) goes one step further: the frame of the click or key shows only
   * the dimmed page (the overlay), and the modal itself (focus trap, inert page, scroll lock, the
   * frame with title and Close) mounts right after that frame is on screen.
   */
  deferBody?: boolean;
}

/** What focus goes back to: the element itself, and how to find it again if it is rendered anew. */
interface Opener {
  element: HTMLElement;
  tag: string;
  name: string;
}

/**
 * The element that opened the dialog, read while the dialog's opening renders (the opener still has
 * focus then). A menu item or a list's option is about to disappear with its popup: the button
 * that opened the popup stands for it.
 */
function openerOf(active: Element | null): Opener | null {
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const popup = active.closest('[role="menu"], [role="listbox"]');
  const labelledBy = popup?.getAttribute('aria-labelledby');
  const popupId = popup?.id;
  const button =
    (labelledBy ? document.getElementById(labelledBy) : null) ??
    (popupId
      ? Array.from(document.querySelectorAll<HTMLElement>('[aria-controls]')).find(
          (element) => element.getAttribute('aria-controls') === popupId,
        )
      : undefined);
  const element = button ?? active;
  return {
    element,
    tag: element.tagName,
    name: `${element.getAttribute('aria-label') ?? ''}|${element.textContent ?? ''}`,
  };
}

/** The opener, or the one element that took its place (same tag, same name) after a re-render. */
function findOpener(opener: Opener | null): HTMLElement | null {
  if (!opener) return null;
  if (opener.element.isConnected) return opener.element;
  const twins = Array.from(document.getElementsByTagName(opener.tag)).filter(
    (element): element is HTMLElement =>
      element instanceof HTMLElement &&
      `${element.getAttribute('aria-label') ?? ''}|${element.textContent ?? ''}` === opener.name,
  );
  return twins.length === 1 ? (twins[0] ?? null) : null;
}

/**
 * A modal dialog (Radix): focus moves in and is trapped, Escape and the close button close it,
 * focus returns to the trigger, and the page behind is inert.
 */
export function Dialog({
  title,
  description,
  trigger,
  footer,
  children,
  open,
  defaultOpen = false,
  onOpenChange,
  size = 'medium',
  onOpenAutoFocus,
  onCloseAutoFocus,
  closeLabel = COMPONENT_LABELS.close,
  onEscapeKeyDown,
  onPointerDownOutside,
  deferBody = false,
}: DialogProps) {
  // Radix keeps the open state (controlled or not); the dialog keeps no second copy of it.
  // A controlled dialog remembers its opener when it opens: Radix gives focus back to whatever had
  // it before, which is <body> when that was a menu item (gone with its menu) or a row's button
  // that the page rendered anew meanwhile (a write re-reads its row).
  // (React's "information from previous renders": state set while rendering, not a ref.)
  const [opened, setOpened] = useState<{ open: boolean; opener: Opener | null }>({
    open: false,
    opener: null,
  });
  if ((open === true) !== opened.open) {
    setOpened({
      open: open === true,
      opener:
        open === true && typeof document !== 'undefined'
          ? openerOf(document.activeElement)
          : opened.opener,
    });
  }

  // A deferred controlled dialog lets its modal mount only once its overlay has been painted.
  const deferShell = deferBody && !onOpenAutoFocus && open === true;
  const shellPainted = usePaintedSince(deferShell);
  const waiting = deferShell && !shellPainted;

  function closeAutoFocus(event: Event) {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented) return;
    const target = findOpener(opened.opener);
    if (!target) return;
    event.preventDefault();
    target.focus();
  }

  return (
    <RadixDialog.Root
      open={waiting ? false : open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
    >
      {waiting ? <DialogPendingOverlay /> : null}
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content({ size })}
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={closeAutoFocus}
          onEscapeKeyDown={onEscapeKeyDown}
          onPointerDownOutside={onPointerDownOutside}
          // Without a description Radix warns unless told there is none.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <KeepBodyStyle />
          <div className={styles.header}>
            <div className={styles.headings}>
              <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className={styles.description}>
                  {description}
                </RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close asChild>
              <IconButton aria-label={closeLabel} icon={<CloseIcon />} size="small" />
            </RadixDialog.Close>
          </div>
          <AfterFirstFrame deferred={deferBody && !onOpenAutoFocus}>
            {children ? <div className={styles.body}>{children}</div> : null}
            {footer ? <div className={styles.footer}>{footer}</div> : null}
          </AfterFirstFrame>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Closes the surrounding Dialog when its child (e.g. a Cancel button) is clicked. */
export function DialogClose({ children }: { children: ReactElement }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}

/** The body and footer, with the dialog or (deferred) in the moments after its first frame. */
function AfterFirstFrame({ deferred, children }: { deferred: boolean; children: ReactNode }) {
  const ready = useDeferredValue(true, !deferred);
  return ready ? children : null;
}

/**
 * Calls `then` once the next frame has been painted (a task queued from that frame's animation
 * callback runs after its paint); the returned function cancels it.
 */
function afterNextPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(then, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * True once a frame has been painted since `active` became true (false while it is not): a dialog
 * whose opening is heavy shows `DialogPendingOverlay` until then, so that the click's own frame is
 * light and the heavy part renders just after it.
 */
export function usePaintedSince(active: boolean): boolean {
  const [painted, setPainted] = useState(false);
  if (!active && painted) setPainted(false);
  const waiting = active && !painted;
  useEffect(() => (waiting ? afterNextPaint(() => setPainted(true)) : undefined), [waiting]);
  return active && painted;
}

/**
 * The dimmed page of a dialog about to open (the overlay, letting the pointer through so that no
 * hover state changes), for the frame before the dialog itself mounts.
 */
export function DialogPendingOverlay() {
  return createPortal(<div className={styles.pendingOverlay} />, document.body);
}

/** Dialogs open now (a dialog may open another). */
let openDialogs = 0;

/**
 * Marks <body> with `bodyUnderDialog` while the dialog's content is mounted (its closing animation
 * included), so that Radix's `pointer-events: none` on <body> changes nothing the page inherits.
 * The mark comes before Radix sets the style (a layout effect runs before the dismissable layer's
 * passive effect) and goes after Radix restores it (the layer's cleanup runs before its
 * children's), so the page never sees `none`.
 */
function KeepBodyStyle() {
  useLayoutEffect(() => {
    openDialogs += 1;
    document.body.classList.add(styles.bodyUnderDialog);
  }, []);
  useEffect(
    () => () => {
      openDialogs -= 1;
      if (openDialogs === 0) document.body.classList.remove(styles.bodyUnderDialog);
    },
    [],
  );
  return null;
}
