import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';
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
   * Where focus goes when the dialog closes: by default back to the trigger. A dialog without a
   * trigger (opened from a row's button, say) prevents the default and focuses its opener here.
   */
  onCloseAutoFocus?: (event: Event) => void;
  /** Accessible name of the close button in the corner. */
  closeLabel?: string;
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
}: DialogProps) {
  // Radix keeps the open state (controlled or not); the dialog keeps no second copy of it.
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content({ size })}
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={onCloseAutoFocus}
          // Without a description Radix warns unless told there is none.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
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
          {children ? <div className={styles.body}>{children}</div> : null}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Closes the surrounding Dialog when its child (e.g. a Cancel button) is clicked. */
export function DialogClose({ children }: { children: ReactElement }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}
