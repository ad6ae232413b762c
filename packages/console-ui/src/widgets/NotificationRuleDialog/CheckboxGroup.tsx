import { useId } from 'react';
import { Checkbox } from '../../components/Checkbox/Checkbox';
import * as styles from './NotificationRuleDialog.css';

export interface CheckboxGroupProps<Value extends string> {
  legend: string;
  options: readonly { value: Value; label: string }[];
  value: readonly Value[];
  onToggle: (value: Value, on: boolean) => void;
  error?: string;
  disabled?: boolean;
}

/** Several checkboxes under one legend, with one message for the group (announced with it). */
export function CheckboxGroup<Value extends string>({
  legend,
  options,
  value,
  onToggle,
  error,
  disabled,
}: CheckboxGroupProps<Value>) {
  const errorId = useId();
  return (
    <fieldset
      className={styles.group}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <Checkbox
            key={option.value}
            label={option.label}
            checked={value.includes(option.value)}
            onCheckedChange={(checked) => onToggle(option.value, checked === true)}
            invalid={Boolean(error)}
            disabled={disabled}
          />
        ))}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
