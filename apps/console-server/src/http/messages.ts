import { MESSAGES } from '@hvac/console-domain';

/**
 * Whole-request `detail` messages of the server that the specification does not word. The client shows
 * them as given; the ones the domain package words come from its MESSAGES.
 */
export const SERVER_MESSAGES = {
  NOT_AUTHENTICATED: 'Authentication credentials were not provided.',
  INVALID_TOKEN: 'Given token not valid for any token type.',
  INVALID_REFRESH_TOKEN: 'Token is invalid or expired.',
  NOT_ALLOWED: MESSAGES.NOT_ALLOWED,
  NOT_FOUND: 'Not found.',
  UNKNOWN_TENANT: 'Unknown tenant.',
  INTERNAL_ERROR: MESSAGES.SERVER_ERROR,
  MALFORMED_REQUEST: 'Malformed request.',
  TIMESTAMP_OUT_OF_RANGE: 'Enter a date and time from 1970-01-01 to 2099-12-31 (UTC).',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported media type.',
  REQUEST_TOO_LARGE: MESSAGES.MAX_FILE_SIZE,
  /** A JSON body over the server's body limit (JSON_BODY_LIMIT_BYTES): no file is involved. */
  BODY_TOO_LARGE: 'The request is too large (at most 1 MiB of JSON).',
  INVALID_CREDENTIALS: 'No active account found with the given credentials.',
  TOO_MANY_ATTEMPTS: 'Too many failed sign-in attempts. Please try again later.',
  WRONG_OLD_PASSWORD: 'Your old password was entered incorrectly. Please enter it again.',
  INVALID_RESET_LINK: 'The password reset link is invalid or has expired.',
  CANNOT_REOPEN_ENTRY: 'Only an admin or a manager may reopen a resolved alarm entry.',
  RESOLVED_BEFORE_TRIGGER: 'An alarm entry cannot be resolved before it was triggered.',
  INVITE_NOT_FOUND: MESSAGES.INVALID_OR_EXPIRED_INVITE,
  INVITE_EXPIRED: MESSAGES.INVALID_OR_EXPIRED_INVITE,
  INVITE_ALREADY_EXISTS: 'A pending invite for this e-mail already exists.',
  USER_ALREADY_EXISTS: 'A user with this e-mail already exists.',
  INVALID_EMAIL: 'Enter a valid email address.',
  INVALID_ORDERING: 'Unknown ordering field.',
  INVALID_PAGE: 'Invalid page.',
  CANNOT_INVITE_TYPE: 'You may invite operators and spectators only.',
  CANNOT_CHANGE_SELF: 'You cannot change or remove your own account here.',
} as const;
