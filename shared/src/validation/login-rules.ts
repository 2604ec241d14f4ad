import type { TextRule } from './form-rules';

/** SPEC §5: username 3 to 50 characters, password 3 to 30. */
export const LOGIN_USERNAME_RULE: TextRule = { required: true, min: 3, max: 50 };
export const LOGIN_PASSWORD_RULE: TextRule = { required: true, min: 3, max: 30 };
/** Passwords set for staff accounts (validation/user.ts) and chosen by their owners: 30 is the login maximum, 8 our floor. */
export const NEW_PASSWORD_RULE: TextRule = { required: true, min: 8, max: 30 };
