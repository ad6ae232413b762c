import * as RadixSwitch from '@radix-ui/react-switch';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { cx } from '../../utils/cx';
import { useControllableState } from '../../utils/useControllableState';
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
  const [isChecked, setChecked] = useControllableState({
    value: checked,
    defaultValue: defaultChecked,
    onChange: onCheckedChange,
  });
  return (
    <div className={cx(styles.root, className)} data-disabled={disabled ? '' : undefined}>
      <RadixSwitch.Root
        id={controlId}
        className={styles.track}
        checked={isChecked}
        onCheckedChange={setChecked}
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
