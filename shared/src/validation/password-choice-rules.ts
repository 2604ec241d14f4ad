/**
 * Choosing one's own password at the first sign-in, after an administrator
 * added the account or reset its password (docs/security.md, "Passwords and
 * sign-in"). The sign-in answers 403 with PASSWORD_CHANGE_REQUIRED_CODE
 * beside the sentence; `auth/choosepassword.php` then takes the same user
 * and pass again with the new password (NEW_PASSWORD_RULE), and signs in.
 * No zod here: the sign-in page loads it.
 */
export const PASSWORD_CHANGE_REQUIRED_CODE = 'password_change_required';
export const PASSWORD_CHANGE_REQUIRED = 'Your password was set by an administrator. Choose your own password to finish signing in.';
export const NEW_PASSWORD_SAME_AS_GIVEN = 'Choose a password different from the one you were given.';
export const NEW_PASSWORDS_DIFFER = 'The two passwords are not the same.';
export const NO_PASSWORD_CHANGE_NEEDED = 'This account has already chosen its password. Sign in with it.';

/** The chosen password against the one given: the message that refuses it, or null. Its length is NEW_PASSWORD_RULE's. */
export function checkChosenPassword(given: string, chosen: string): string | null {
  return chosen === given ? NEW_PASSWORD_SAME_AS_GIVEN : null;
}

/** The password typed a second time: the message when it differs, or null. */
export function checkRepeatedPassword(chosen: string, repeated: string): string | null {
  return repeated === chosen ? null : NEW_PASSWORDS_DIFFER;
}
