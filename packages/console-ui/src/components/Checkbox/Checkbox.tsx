import * as RadixCheckbox from '@radix-ui/react-checkbox';
import type { KeyboardEvent, ReactNode } from 'react';
import { useId } from 'react';
import { CheckIcon, MinusIcon } from '../../icons';
import { cx } from '../../utils/cx';
import * as styles from './Checkbox.css';

export type CheckedState = boolean | 'indeterminate';

export interface CheckboxProps {
  label: ReactNode;
  /** A longer explanation under the label, announced as the description. */
  description?: ReactNode;
  checked?: CheckedState;
  defaultChecked?: CheckedState;
  onCheckedChange?: (checked: CheckedState) => void;
  disabled?: boolean;
  required?: boolean;
  invalid?: boolean;
  name?: string;
  value?: string;
  id?: string;
  className?: string;
  /** For a group with one tab stop (roving focus): -1 takes the box out of the Tab order. */
  tabIndex?: number;
  onFocus?: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

/** A labelled checkbox (Radix), with an optional indeterminate state. */
export function Checkbox({
  label,
  description,
  checked,
  defaultChecked = false,
  onCheckedChange,
  disabled,
  required,
  invalid,
  name,
  value,
  id,
  className,
  tabIndex,
  onFocus,
  onKeyDown,
}: CheckboxProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const descriptionId = `${controlId}-description`;
  // Radix keeps the checked state (controlled or not); the indicator shows the tick or the dash
  // from its data-state, so there is no second copy here.
  return (
    <div className={cx(styles.root, className)} data-disabled={disabled ? '' : undefined}>
      <RadixCheckbox.Root
        id={controlId}
        className={styles.box}
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        required={required}
        name={name}
        value={value}
        tabIndex={tabIndex}
        onFocus={onFocus}
        onKeyDown={onKeyDown}
        aria-invalid={invalid || undefined}
        aria-describedby={description ? descriptionId : undefined}
      >
        <RadixCheckbox.Indicator className={styles.indicator}>
          <span className={styles.tick}>
            <CheckIcon />
          </span>
          <span className={styles.dash}>
            <MinusIcon />
          </span>
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <span className={styles.text}>
        <label htmlFor={controlId} className={styles.label}>
          {label}
        </label>
        {description ? (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        ) : null}
      </span>
    </div>
  );
}
