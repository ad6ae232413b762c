import { ChevronDownIcon } from '../../icons';
import { FormField } from '../FormField/FormField';
import { COMPONENT_LABELS } from '../labels';
import * as styles from './Select.css';
import type { SelectProps } from './selectTypes';

/** `native`: a styled `<select>` with the same label, hint, error and value as the Radix one. */
export function NativeSelect({
  label,
  options,
  hint,
  error,
  value,
  defaultValue,
  onValueChange,
  placeholder = COMPONENT_LABELS.selectPlaceholder,
  disabled,
  required,
  name,
  id,
  className,
}: SelectProps) {
  const chosen = value ?? defaultValue;
  const showPlaceholder = chosen === undefined || chosen === '';
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      className={className}
    >
      {(controlProps) => (
        <span className={styles.nativeWrap}>
          <select
            {...controlProps}
            className={styles.nativeSelect}
            value={value}
            defaultValue={value === undefined ? (defaultValue ?? '') : undefined}
            onChange={(event) => onValueChange?.(event.target.value)}
            disabled={disabled}
            required={required}
            name={name}
          >
            {showPlaceholder ? (
              <option value="" disabled>
                {placeholder}
              </option>
            ) : null}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <span className={styles.nativeIcon} aria-hidden="true">
            <ChevronDownIcon />
          </span>
        </span>
      )}
    </FormField>
  );
}
