import { z } from 'zod';
import { SERVER_MESSAGES } from './messages';

/**
 * The field messages of every route, written for people: zod's own texts ('Too small: expected
 * string to have >=1 characters') never reach a user. A schema's own message ('First Name is
 * required') still wins; this only replaces zod's defaults (zod's global `customError`).
 */
export const FIELD_MESSAGES = {
  REQUIRED: 'This field is required.',
  NOT_NULL: 'This field may not be null.',
  BLANK: 'This field may not be blank.',
  INVALID: 'Enter a valid value.',
  NOT_ALLOWED: 'This field is not allowed.',
  URL: 'Enter a valid URL.',
  DATE: 'Enter a valid date and time.',
  validType: (kind: string) => `A valid ${kind} is required.`,
  minLength: (count: number) => `Ensure this field has at least ${count} characters.`,
  maxLength: (count: number) => `Ensure this field has no more than ${count} characters.`,
  minItems: (count: number) => `Ensure this list has at least ${count} items.`,
  maxItems: (count: number) => `Ensure this list has no more than ${count} items.`,
  atLeast: (value: number | bigint, inclusive: boolean) =>
    `Ensure this value is greater than ${inclusive ? 'or equal to ' : ''}${value}.`,
  atMost: (value: number | bigint, inclusive: boolean) =>
    `Ensure this value is less than ${inclusive ? 'or equal to ' : ''}${value}.`,
  choice: (values: readonly unknown[]) =>
    `Choose one of: ${values.map((value) => String(value)).join(', ')}.`,
  multipleOf: (divisor: number | bigint) => `Ensure this value is a multiple of ${divisor}.`,
} as const;

const KIND: Record<string, string> = {
  string: 'text',
  number: 'number',
  int: 'whole number',
  bigint: 'whole number',
  boolean: 'true or false value',
  array: 'list',
  object: 'object',
  date: 'date',
};

type Issue = z.core.$ZodRawIssue;

/** The human sentence of one zod issue (without the schema's own message). */
export function fieldMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return FIELD_MESSAGES.REQUIRED;
      if (issue.input === null) return FIELD_MESSAGES.NOT_NULL;
      return FIELD_MESSAGES.validType(KIND[issue.expected] ?? 'value');
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string') {
        return minimum <= 1 ? FIELD_MESSAGES.BLANK : FIELD_MESSAGES.minLength(minimum);
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return FIELD_MESSAGES.minItems(minimum);
      }
      return FIELD_MESSAGES.atLeast(issue.minimum, issue.inclusive !== false);
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'string') return FIELD_MESSAGES.maxLength(maximum);
      if (issue.origin === 'array' || issue.origin === 'set') {
        return FIELD_MESSAGES.maxItems(maximum);
      }
      return FIELD_MESSAGES.atMost(issue.maximum, issue.inclusive !== false);
    }
    case 'invalid_format':
      if (issue.format === 'email') return SERVER_MESSAGES.INVALID_EMAIL;
      if (issue.format === 'url') return FIELD_MESSAGES.URL;
      if (issue.format === 'datetime' || issue.format === 'date') return FIELD_MESSAGES.DATE;
      return FIELD_MESSAGES.INVALID;
    case 'invalid_value':
      return FIELD_MESSAGES.choice(issue.values);
    case 'unrecognized_keys':
      return FIELD_MESSAGES.NOT_ALLOWED;
    case 'not_multiple_of':
      return FIELD_MESSAGES.multipleOf(issue.divisor);
    default:
      return FIELD_MESSAGES.INVALID;
  }
}

/** Makes `fieldMessage` zod's default for the whole process (the server's only zod user). */
export function installHumanFieldMessages(): void {
  z.config({ customError: (issue) => fieldMessage(issue) });
}
