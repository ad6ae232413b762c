import type { InviteField, PermissionType } from '@hvac/console-domain';
import { validateInvite } from '@hvac/console-domain';
import { useState } from 'react';

export interface InviteValues {
  email: string;
  permission_type: PermissionType | '';
}

export interface InviteSubmission {
  email: string;
  permission_type: PermissionType;
}

const EMPTY: InviteValues = { email: '', permission_type: '' };

const INVITE_FIELDS: readonly InviteField[] = ['email', 'permission_type'];

/**
 * The per-field messages of a rejected submit: a rejection carrying `fieldErrors` (`{ email:
 * ['Enter a valid email address.'] }`, as the API client's errors do) gives each invite field its
 * first message; anything else gives none.
 */
export function rejectedFieldErrors(error: unknown): Partial<Record<InviteField, string>> {
  const result: Partial<Record<InviteField, string>> = {};
  if (typeof error !== 'object' || error === null || !('fieldErrors' in error)) return result;
  const fieldErrors: unknown = error.fieldErrors;
  if (typeof fieldErrors !== 'object' || fieldErrors === null) return result;
  for (const field of INVITE_FIELDS) {
    const value: unknown = (fieldErrors as Record<string, unknown>)[field];
    const first: unknown = Array.isArray(value) ? (value as unknown[])[0] : value;
    if (typeof first === 'string' && first !== '') result[field] = first;
  }
  return result;
}

export interface InviteFormState {
  values: InviteValues;
  fieldErrors: Partial<Record<InviteField, string>>;
  /** 'All fields are required.' when both are missing, or the failure message of a submit. */
  formError: string | undefined;
  busy: boolean;
  setEmail: (email: string) => void;
  setPermissionType: (permissionType: PermissionType) => void;
  /** Validates, then submits; resolves true when the invite went out. */
  submit: () => Promise<boolean>;
  reset: () => void;
}

/**
 * The invite form's behaviour without its markup: the domain's validateInvite messages, one
 * submit at a time, and the typed values kept when the submit fails.
 */
export function useInviteForm(
  onSubmit: (invite: InviteSubmission) => Promise<unknown>,
  failureMessage: string,
): InviteFormState {
  const [values, setValues] = useState<InviteValues>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<InviteField, string>>>({});
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const clearFieldError = (field: InviteField) =>
    setFieldErrors((previous) => {
      if (!(field in previous)) return previous;
      const next = { ...previous };
      delete next[field];
      return next;
    });

  return {
    values,
    fieldErrors,
    formError,
    busy,
    setEmail: (email) => {
      setValues((previous) => ({ ...previous, email }));
      clearFieldError('email');
    },
    setPermissionType: (permissionType) => {
      setValues((previous) => ({ ...previous, permission_type: permissionType }));
      clearFieldError('permission_type');
    },
    submit: async () => {
      if (busy) return false;
      const validation = validateInvite(values);
      // Both missing: the one banner 'All fields are required.' says it all (console.md §5), so
      // the fields' own messages are not repeated under them.
      setFieldErrors(validation.formError ? {} : validation.fieldErrors);
      setFormError(validation.formError);
      if (!validation.valid || values.permission_type === '') return false;
      setBusy(true);
      try {
        await onSubmit({ email: values.email.trim(), permission_type: values.permission_type });
        setValues(EMPTY);
        return true;
      } catch (error) {
        // What was typed stays, so the user can retry without typing it again. A refusal that
        // names the fields ('Enter a valid email address.') is shown on those fields instead of
        // the general failure message.
        const serverFieldErrors = rejectedFieldErrors(error);
        if (Object.keys(serverFieldErrors).length > 0) {
          setFieldErrors(serverFieldErrors);
          setFormError(undefined);
        } else {
          setFormError(failureMessage);
        }
        return false;
      } finally {
        setBusy(false);
      }
    },
    reset: () => {
      setValues(EMPTY);
      setFieldErrors({});
      setFormError(undefined);
    },
  };
}
