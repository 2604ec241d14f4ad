import type { TextRule } from './form-rules';

/** SPEC §5: username 3 to 50 characters, password 3 to 30. */
export const LOGIN_USERNAME_RULE: TextRule = { required: true, min: 3, max: 50 };
export const LOGIN_PASSWORD_RULE: TextRule = { required: true, min: 3, max: 30 };
