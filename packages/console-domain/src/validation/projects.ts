import { MESSAGES } from '../messages/messages';
import type { FormValidation } from './formResult';
import { formValidation, isBlank } from './formResult';
import { controlCharactersMessage } from './text';
import { imageRejectionMessage } from './upload';

export interface AddProjectInput {
  name: string | null | undefined;
  address_city: string | null | undefined;
  address_street_one: string | null | undefined;
  address_zip: string | null | undefined;
  address_country: string | null | undefined;
  /** The optional image: a .jpeg, .jpg or .png file ('Rejected files: {names}' otherwise). */
  image?: { name: string } | null;
}
export type AddProjectField = keyof AddProjectInput;

/** Field rules 'Name is required', 'City is required', …; form error 'Project name is required.' */
export function validateAddProject(input: AddProjectInput): FormValidation<AddProjectField> {
  const fieldErrors: Partial<Record<AddProjectField, string>> = {};
  if (isBlank(input.name)) fieldErrors.name = MESSAGES.NAME_REQUIRED;
  if (isBlank(input.address_city)) fieldErrors.address_city = MESSAGES.CITY_REQUIRED;
  if (isBlank(input.address_street_one)) fieldErrors.address_street_one = MESSAGES.STREET_REQUIRED;
  if (isBlank(input.address_zip)) fieldErrors.address_zip = MESSAGES.ZIP_CODE_REQUIRED;
  if (isBlank(input.address_country)) fieldErrors.address_country = MESSAGES.COUNTRY_REQUIRED;
  for (const field of ['name', 'address_city', 'address_street_one', 'address_zip'] as const) {
    const message = fieldErrors[field] ? undefined : controlCharactersMessage(input[field]);
    if (message) fieldErrors[field] = message;
  }
  const image = imageRejectionMessage(input.image ? [input.image] : []);
  if (image) fieldErrors.image = image;
  return formValidation(fieldErrors, fieldErrors.name ? MESSAGES.PROJECT_NAME_REQUIRED : undefined);
}

export interface AddFloorInput {
  name: string | null | undefined;
  /** The chosen image file (any non-null value counts as present). */
  floor_image: unknown;
  order: number | string | null | undefined;
}
export type AddFloorField = keyof AddFloorInput;

/** 'Floor name is required.', 'Floor image is required.' (form errors, in that order), 'Order is required'. */
export function validateAddFloor(input: AddFloorInput): FormValidation<AddFloorField> {
  const fieldErrors: Partial<Record<AddFloorField, string>> = {};
  if (isBlank(input.name)) fieldErrors.name = MESSAGES.FLOOR_NAME_REQUIRED;
  else if (controlCharactersMessage(input.name))
    fieldErrors.name = controlCharactersMessage(input.name);
  if (input.floor_image == null || input.floor_image === '') {
    fieldErrors.floor_image = MESSAGES.FLOOR_IMAGE_REQUIRED;
  } else if (hasName(input.floor_image)) {
    const image = imageRejectionMessage([input.floor_image]);
    if (image) fieldErrors.floor_image = image;
  }
  if (isBlank(input.order) || !Number.isFinite(Number(input.order))) {
    fieldErrors.order = MESSAGES.ORDER_REQUIRED;
  }
  return formValidation(fieldErrors, fieldErrors.name ?? fieldErrors.floor_image);
}

function hasName(value: unknown): value is { name: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { name?: unknown }).name === 'string'
  );
}
