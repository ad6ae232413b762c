import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from '../../components/Tabs/Tabs';
import { cx } from '../../utils/cx';
import { useControllableState } from '../../utils/useControllableState';
import * as styles from './VerticalTabs.css';

export interface VerticalTabsItem {
  /** The tab's value (kept by the owner, e.g. in the address as `?tab=change_log`). */
  id: string;
  label: string;
}

export interface VerticalTabsProps {
  /** Names the group of tabs for screen readers. */
  'aria-label': string;
  tabs: readonly VerticalTabsItem[];
  /** The selected tab (controlled). */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /**
   * The selected tab's content. Only the selected panel is rendered, so an owner can load each
   * tab's code on demand (`React.lazy`) and nothing of the others runs.
   */
  children: ReactNode;
  className?: string;
}

/**
 * A project's sections as vertical tabs: the list beside the panel on wide containers, wrapped above
 * it on narrow ones. Arrow keys move between tabs and select them; Home and End jump.
 */
export function VerticalTabs({
  'aria-label': label,
  tabs,
  value,
  defaultValue,
  onValueChange,
  children,
  className,
}: VerticalTabsProps) {
  const [selected, setSelected] = useControllableState({
    value,
    defaultValue: defaultValue ?? tabs[0]?.id ?? '',
    onChange: onValueChange,
  });
  return (
    <div className={cx(styles.container, className)}>
      <Tabs
        orientation="vertical"
        value={selected}
        onValueChange={setSelected}
        className={styles.root}
      >
        <TabList aria-label={label} className={styles.list}>
          {tabs.map((tab) => (
            <Tab key={tab.id} value={tab.id}>
              {tab.label}
            </Tab>
          ))}
        </TabList>
        <TabPanel value={selected} className={styles.panel}>
          {children}
        </TabPanel>
      </Tabs>
    </div>
  );
}
