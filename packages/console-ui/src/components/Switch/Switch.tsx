import * as RadixSwitch from '@radix-ui/react-switch';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Switch.css';

export interface SwitchProps {
  label: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
  value?: string;
  id?: string;
  className?: string;
}

/** An on/off switch (Radix, role "switch") that takes effect immediately. */
export function Switch({
  label,
  checked,
  defaultChecked = false,
  onCheckedChange,
  disabled,
  name,
  value,
  id,
  className,
}: SwitchProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  // Radix keeps the checked state (controlled or not); no second copy here.
  return (
    <div className={cx(styles.root, className)} data-disabled={disabled ? '' : undefined}>
      <RadixSwitch.Root
        id={controlId}
        className={styles.track}
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        name={name}
        value={value}
      >
        <RadixSwitch.Thumb className={styles.thumb} />
      </RadixSwitch.Root>
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
    </div>
  );
}
