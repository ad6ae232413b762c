import { MESSAGES } from '../messages/messages';
import { isPermissionType } from '../roles/roles';
import type { FormValidation } from './formResult';
import { formValidation, isBlank } from './formResult';
import { controlCharactersMessage } from './text';

export interface InviteInput {
  email: string | null | undefined;
  permission_type: string | null | undefined;
}
export type InviteField = 'email' | 'permission_type';

/** 'Email is required', 'Permission type is required'; both missing → form error 'All fields are required.' */
export function validateInvite(input: InviteInput): FormValidation<InviteField> {
  const fieldErrors: Partial<Record<InviteField, string>> = {};
  if (isBlank(input.email)) fieldErrors.email = MESSAGES.EMAIL_REQUIRED;
  if (isBlank(input.permission_type) || !isPermissionType(input.permission_type)) {
    fieldErrors.permission_type = MESSAGES.PERMISSION_TYPE_REQUIRED;
  }
  const bothMissing = fieldErrors.email !== undefined && fieldErrors.permission_type !== undefined;
  return formValidation(fieldErrors, bothMissing ? MESSAGES.ALL_FIELDS_REQUIRED : undefined);
}

export interface RedeemInput {
  first_name: string | null | undefined;
  last_name: string | null | undefined;
  password1: string | null | undefined;
  password2: string | null | undefined;
}
export type RedeemField = keyof RedeemInput;

/** Required first name, last name and both passwords (the client does not compare them). */
export function validateRedeem(input: RedeemInput): FormValidation<RedeemField> {
  const fieldErrors: Partial<Record<RedeemField, string>> = {};
  if (isBlank(input.first_name)) fieldErrors.first_name = MESSAGES.FIRST_NAME_REQUIRED;
  if (isBlank(input.last_name)) fieldErrors.last_name = MESSAGES.LAST_NAME_REQUIRED;
  for (const field of ['first_name', 'last_name'] as const) {
    const message = fieldErrors[field] ? undefined : controlCharactersMessage(input[field]);
    if (message) fieldErrors[field] = message;
  }
  if (!input.password1) fieldErrors.password1 = MESSAGES.PASSWORD_REQUIRED;
  if (!input.password2) fieldErrors.password2 = MESSAGES.PASSWORD_REQUIRED;
  return formValidation(fieldErrors);
}

/**
 * HTTP statuses with which the server says an invite no longer opens (unknown, redeemed or
 * expired): an answer to show as such ('Error redeeming invite'), not an outage to retry.
 */
export const CLOSED_INVITE_STATUSES = [400, 404, 410] as const;

export function isClosedInviteStatus(status: number | null | undefined): boolean {
  return CLOSED_INVITE_STATUSES.some((closed) => closed === status);
}
