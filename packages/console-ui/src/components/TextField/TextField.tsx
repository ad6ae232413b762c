import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FormField } from '../FormField/FormField';
import * as styles from './TextField.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Content before the input, e.g. a search icon (decorative unless it is a control). */
  startAdornment?: ReactNode;
  /** Content after the input, e.g. a unit or a button. */
  endAdornment?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input with optional hint and error message. */
export function TextField({
  label,
  hint,
  error,
  required,
  id,
  className,
  startAdornment,
  endAdornment,
  disabled,
  type = 'text',
  ...inputProps
}: TextFieldProps) {
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
        <div
          className={styles.inputBox}
          data-invalid={controlProps['aria-invalid'] ? '' : undefined}
          data-disabled={disabled ? '' : undefined}
        >
          {startAdornment ? <span className={styles.adornment}>{startAdornment}</span> : null}
          <input
            type={type}
            className={styles.input}
            required={required}
            disabled={disabled}
            {...controlProps}
            {...inputProps}
          />
          {endAdornment ? <span className={styles.adornment}>{endAdornment}</span> : null}
        </div>
      )}
    </FormField>
  );
}
