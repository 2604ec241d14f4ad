/**
 * Validation messages exactly as SPEC §5 words them. Length messages are
 * templates: the SPEC's 'Must be greater than 2 characters' is the minimum-3
 * case, and its maximum message follows the stated limit (docs/decisions.md).
 */
export const REQUIRED = 'Required';
export const LOOKS_GOOD = 'Looks good!';

export function tooShortMessage(min: number): string {
  return `Must be greater than ${min - 1} characters`;
}

export function tooLongMessage(max: number): string {
  return `Must be ${max} characters or less`;
}

export function exactLengthMessage(length: number): string {
  return `Must be ${length} characters`;
}

export const WRONG_CREDENTIALS = 'Wrong Username Or Password';
export const LOGIN_FAILED = 'Failed to login';
