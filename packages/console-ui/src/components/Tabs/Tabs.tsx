import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Tabs.css';

export const tabsOrientations = ['horizontal', 'vertical'] as const;
export type TabsOrientation = (typeof tabsOrientations)[number];

export interface TabsProps {
  /** The selected tab (controlled). */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  orientation?: TabsOrientation;
  /** Whether arrow keys select tabs as they move focus (automatic) or only focus them (manual). */
  activationMode?: 'automatic' | 'manual';
  className?: string;
  children: ReactNode;
}

/** Tabs (Radix): arrow keys move between tabs, Home/End jump, panels are linked to their tab. */
export function Tabs({
  value,
  defaultValue = '',
  onValueChange,
  orientation = 'horizontal',
  activationMode = 'automatic',
  className,
  children,
}: TabsProps) {
  // Radix keeps the selection (controlled or not); no second copy here.
  return (
    <RadixTabs.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      orientation={orientation}
      activationMode={activationMode}
      className={cx(styles.root, className)}
    >
      {children}
    </RadixTabs.Root>
  );
}

export interface TabListProps {
  /** Names the group of tabs for screen readers. */
  'aria-label': string;
  className?: string;
  children: ReactNode;
}

export function TabList({ className, children, ...props }: TabListProps) {
  return (
    <RadixTabs.List className={cx(styles.list, className)} {...props}>
      {children}
    </RadixTabs.List>
  );
}

export interface TabProps {
  value: string;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}

export function Tab({ value, disabled, className, children }: TabProps) {
  return (
    <RadixTabs.Trigger value={value} disabled={disabled} className={cx(styles.trigger, className)}>
      {children}
    </RadixTabs.Trigger>
  );
}

export interface TabPanelProps {
  value: string;
  className?: string;
  children: ReactNode;
}

export function TabPanel({ value, className, children }: TabPanelProps) {
  return (
    <RadixTabs.Content value={value} className={cx(styles.panel, className)}>
      {children}
    </RadixTabs.Content>
  );
}
