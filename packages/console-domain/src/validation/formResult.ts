/**
 * What a form validator answers: `valid`, one message per failing field (for the field's helper
 * text) and, where the specification shows a single toast or banner for the form, `formError`.
 */
export interface FormValidation<Field extends string> {
  valid: boolean;
  fieldErrors: Partial<Record<Field, string>>;
  formError?: string;
}

export function isBlank(value: unknown): boolean {
  if (value == null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return false;
}

export function formValidation<Field extends string>(
  fieldErrors: Partial<Record<Field, string>>,
  formError?: string,
): FormValidation<Field> {
  const valid = formError === undefined && Object.keys(fieldErrors).length === 0;
  return formError === undefined ? { valid, fieldErrors } : { valid, fieldErrors, formError };
}
