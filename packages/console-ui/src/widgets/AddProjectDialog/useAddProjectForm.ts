import type { AddProjectField, Country } from '@hvac/console-domain';
import { DEFAULT_COUNTRY, imageRejectionMessage, validateAddProject } from '@hvac/console-domain';
import { useState } from 'react';

export interface AddProjectValues {
  name: string;
  address_city: string;
  address_street_one: string;
  address_zip: string;
  address_country: Country | '';
}

export interface AddProjectSubmission {
  name: string;
  address_city: string;
  address_street_one: string;
  address_zip: string;
  address_country: string;
  /** The optional picture of the project. */
  image: File | null;
}

/** Reports how much of the upload went out, between 0 and 1. */
export type ReportProgress = (fraction: number) => void;

const EMPTY: AddProjectValues = {
  name: '',
  address_city: '',
  address_street_one: '',
  address_zip: '',
  address_country: DEFAULT_COUNTRY,
};

const FIELDS: readonly AddProjectField[] = [
  'name',
  'address_city',
  'address_street_one',
  'address_zip',
  'address_country',
  'image',
];

/** The first message of each add-project field in a rejection carrying `fieldErrors`. */
function rejectedFieldErrors(error: unknown): Partial<Record<AddProjectField, string>> {
  const result: Partial<Record<AddProjectField, string>> = {};
  if (typeof error !== 'object' || error === null || !('fieldErrors' in error)) return result;
  const fieldErrors: unknown = error.fieldErrors;
  if (typeof fieldErrors !== 'object' || fieldErrors === null) return result;
  for (const field of FIELDS) {
    const value: unknown = (fieldErrors as Record<string, unknown>)[field];
    const first: unknown = Array.isArray(value) ? (value as unknown[])[0] : value;
    if (typeof first === 'string' && first !== '') result[field] = first;
  }
  return result;
}

export interface AddProjectFormState {
  values: AddProjectValues;
  image: File | null;
  fieldErrors: Partial<Record<AddProjectField, string>>;
  /** 'Project name is required.' or the failure of a submit. */
  formError: string | undefined;
  busy: boolean;
  /** Upload progress between 0 and 1 while busy; undefined otherwise. */
  progress: number | undefined;
  setValue: (field: Exclude<AddProjectField, 'image'>, value: string) => void;
  setImage: (image: File | null) => void;
  submit: () => Promise<boolean>;
  reset: () => void;
}

/**
 * The Add Project form without its markup: the domain's rules and messages (projects.md §5), one
 * submit at a time with its upload progress, and what was typed kept when the server refuses.
 */
export function useAddProjectForm(
  onSubmit: (project: AddProjectSubmission, reportProgress: ReportProgress) => Promise<unknown>,
  describeFailure: (error: unknown) => string,
): AddProjectFormState {
  const [values, setValues] = useState<AddProjectValues>(EMPTY);
  const [image, setImage] = useState<File | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<AddProjectField, string>>>({});
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | undefined>(undefined);

  return {
    values,
    image,
    fieldErrors,
    formError,
    busy,
    progress,
    setValue: (field, value) => {
      setValues((previous) => ({ ...previous, [field]: value }));
      setFieldErrors((previous) => {
        if (!(field in previous)) return previous;
        const next = { ...previous };
        delete next[field];
        return next;
      });
    },
    // A file that is not a .jpeg, .jpg or .png image is refused as it is chosen ('Rejected files: …').
    setImage: (next) => {
      const rejection = imageRejectionMessage(next ? [next] : []);
      setImage(rejection ? null : next);
      setFieldErrors((previous) => {
        const { image: _previous, ...others } = previous;
        return rejection ? { ...others, image: rejection } : others;
      });
    },
    submit: async () => {
      if (busy) return false;
      const validation = validateAddProject({ ...values, image });
      setFieldErrors(validation.fieldErrors);
      setFormError(validation.formError);
      if (!validation.valid) return false;
      setBusy(true);
      setProgress(0);
      try {
        await onSubmit(
          {
            name: values.name.trim(),
            address_city: values.address_city.trim(),
            address_street_one: values.address_street_one.trim(),
            address_zip: values.address_zip.trim(),
            address_country: values.address_country,
            image,
          },
          (fraction) => setProgress(Math.min(1, Math.max(0, fraction))),
        );
        setValues(EMPTY);
        setImage(null);
        return true;
      } catch (error) {
        const serverFieldErrors = rejectedFieldErrors(error);
        if (Object.keys(serverFieldErrors).length > 0) {
          setFieldErrors(serverFieldErrors);
          setFormError(undefined);
        } else {
          setFormError(describeFailure(error));
        }
        return false;
      } finally {
        setBusy(false);
        setProgress(undefined);
      }
    },
    reset: () => {
      setValues(EMPTY);
      setImage(null);
      setFieldErrors({});
      setFormError(undefined);
    },
  };
}
