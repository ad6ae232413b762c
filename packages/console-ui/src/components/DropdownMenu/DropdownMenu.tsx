import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import type { ReactElement, ReactNode } from 'react';
import { CheckIcon } from '../../icons';
import { cx } from '../../utils/cx';
import { useControllableState } from '../../utils/useControllableState';
import * as styles from './DropdownMenu.css';

export interface DropdownMenuProps {
  /** The element that opens the menu, e.g. an IconButton named "Settings". */
  trigger: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  align?: 'start' | 'center' | 'end';
  /** Names the menu when the trigger's name is not enough. */
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * A menu of actions (Radix), e.g. the console's Settings menu: arrow keys move, Enter and Space
 * select, typeahead jumps, Escape closes and focus returns to the trigger.
 */
export function DropdownMenu({
  trigger,
  open,
  defaultOpen = false,
  onOpenChange,
  align = 'end',
  children,
  ...props
}: DropdownMenuProps) {
  // Radix keeps the open state (controlled or not); no second copy here.
  return (
    // Not modal: a modal menu hides the rest of the page with aria-hidden while its links and
    // buttons stay focusable (axe aria-hidden-focus). Focus still moves into the menu, arrows
    // move, Escape and Tab close it and focus returns to the trigger.
    <RadixMenu.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} modal={false}>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content className={styles.content} align={align} sideOffset={4} {...props}>
          {children}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}

export const menuItemTones = ['neutral', 'danger'] as const;
export type MenuItemTone = (typeof menuItemTones)[number];

export interface DropdownMenuItemProps {
  onSelect?: () => void;
  icon?: ReactNode;
  tone?: MenuItemTone;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}

export function DropdownMenuItem({
  onSelect,
  icon,
  tone = 'neutral',
  disabled,
  className,
  children,
}: DropdownMenuItemProps) {
  return (
    <RadixMenu.Item
      className={cx(styles.item({ tone }), className)}
      onSelect={onSelect}
      disabled={disabled}
    >
      {icon ? (
        <span className={styles.itemIcon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {children}
    </RadixMenu.Item>
  );
}

export interface DropdownMenuRadioGroupProps {
  /** The selected value (controlled). */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Names the group, e.g. "Theme". Rendered as the group's label. */
  label: string;
  children: ReactNode;
}

/** A group of mutually exclusive choices inside a menu, e.g. the theme or the language. */
export function DropdownMenuRadioGroup({
  value,
  defaultValue = '',
  onValueChange,
  label,
  children,
}: DropdownMenuRadioGroupProps) {
  // Radix's radio group is controlled only: this is the one copy of an uncontrolled selection.
  const [selected, setSelected] = useControllableState({
    value,
    defaultValue,
    onChange: onValueChange,
  });
  return (
    <RadixMenu.Group aria-label={label}>
      <RadixMenu.Label className={styles.label}>{label}</RadixMenu.Label>
      <RadixMenu.RadioGroup value={selected} onValueChange={setSelected}>
        {children}
      </RadixMenu.RadioGroup>
    </RadixMenu.Group>
  );
}

export interface DropdownMenuRadioItemProps {
  value: string;
  disabled?: boolean;
  children: ReactNode;
}

export function DropdownMenuRadioItem({ value, disabled, children }: DropdownMenuRadioItemProps) {
  return (
    <RadixMenu.RadioItem
      value={value}
      disabled={disabled}
      className={styles.item({ inset: true })}
      // Keep the menu open so the change is visible; Escape or a click outside closes it.
      onSelect={(event) => event.preventDefault()}
    >
      <RadixMenu.ItemIndicator className={styles.indicator}>
        <CheckIcon />
      </RadixMenu.ItemIndicator>
      {children}
    </RadixMenu.RadioItem>
  );
}

export function DropdownMenuLabel({ children }: { children: ReactNode }) {
  return <RadixMenu.Label className={styles.label}>{children}</RadixMenu.Label>;
}

export function DropdownMenuSeparator() {
  return <RadixMenu.Separator className={styles.separator} />;
}
