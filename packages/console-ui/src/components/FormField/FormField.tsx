import type { ReactNode } from 'react';
import { AlertCircleIcon } from '../../icons';
import { cx } from '../../utils/cx';
import * as styles from './FormField.css';
import type { FormFieldControlProps } from './useFormField';
import { useFormField } from './useFormField';

export interface FormFieldProps {
  label: ReactNode;
  /** Help shown under the control and announced with it. */
  hint?: ReactNode;
  /** An error message; marks the control invalid and is announced with it. */
  error?: ReactNode;
  required?: boolean;
  /** The control's id; generated when omitted. */
  id?: string;
  className?: string;
  /** Renders the control with the props that wire it to the label, hint and error. */
  children: (controlProps: FormFieldControlProps) => ReactNode;
}

/** A label, a control, an optional hint and an optional error message, wired for assistive tech. */
export function FormField({
  label,
  hint,
  error,
  required,
  id,
  className,
  children,
}: FormFieldProps) {
  const hasHint = hint != null && hint !== false && hint !== '';
  const hasError = error != null && error !== false && error !== '';
  const { labelProps, controlProps, hintProps, errorProps } = useFormField({
    id,
    hasHint,
    hasError,
    required,
  });
  return (
    <div className={cx(styles.root, className)} data-invalid={hasError ? '' : undefined}>
      <label className={styles.label} {...labelProps}>
        {label}
        {required ? (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children(controlProps)}
      {hasHint ? (
        <div className={styles.hint} {...hintProps}>
          {hint}
        </div>
      ) : null}
      {hasError ? (
        <div className={styles.error} {...errorProps}>
          <AlertCircleIcon aria-hidden />
          <span>{error}</span>
        </div>
      ) : null}
    </div>
  );
}
