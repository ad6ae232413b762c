import { useId } from 'react';

export interface UseFormFieldOptions {
  /** The control's id; generated when omitted. */
  id?: string | undefined;
  hasHint?: boolean;
  hasError?: boolean;
  required?: boolean | undefined;
}

export interface FormFieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

/**
 * The ARIA wiring of a labelled control: the label points at the control, the control is described
 * by its hint and its error message, and is marked invalid while there is an error. Any markup can
 * use it; FormField is the default markup.
 */
export function useFormField({
  id,
  hasHint = false,
  hasError = false,
  required,
}: UseFormFieldOptions) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hasHint ? hintId : undefined, hasError ? errorId : undefined]
    .filter(Boolean)
    .join(' ');

  const controlProps: FormFieldControlProps = {
    id: controlId,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': hasError ? true : undefined,
    'aria-required': required ? true : undefined,
  };
  return {
    labelProps: { htmlFor: controlId, id: `${controlId}-label` },
    controlProps,
    hintProps: { id: hintId },
    errorProps: { id: errorId },
  };
}
